import { describe, expect, it } from 'vitest';
import { bankLogoSrc } from './bank-badge';

describe('bankLogoSrc (issue 17 item 5)', () => {
  it('answers the built-in logo of a bank that has one, and none for one that has not (its pill shows)', () => {
    expect(bankLogoSrc('004')).toBe('/banks/004.webp');
    expect(bankLogoSrc('TRUEMONEY')).toBe('/banks/TRUEMONEY.webp');
    expect(bankLogoSrc('020')).toBeUndefined();
  });

  it("prefers the operator's logo from the site config, for that bank only", () => {
    const operator = { '004': '/uploads/kbank.png', '020': 'data:image/png;base64,AAAA' };
    expect(bankLogoSrc('004', operator)).toBe('/uploads/kbank.png');
    expect(bankLogoSrc('020', operator)).toBe('data:image/png;base64,AAAA');
    expect(bankLogoSrc('014', operator)).toBe('/banks/014.webp');
  });
});
