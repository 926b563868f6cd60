import { describe, expect, it } from 'vitest';
import { bankName, formatAccount } from './bank';

describe('banks on the queue', () => {
  it('groups a full account number as the bank does', () => {
    expect(formatAccount('004', '1234567890')).toBe('123-4-56789-0');
    expect(formatAccount('030', '123456789012')).toBe('1234-5678-9012');
  });

  it('leaves masked, odd-length and unknown-bank accounts as they are', () => {
    expect(formatAccount('004', '******7890')).toBe('******7890');
    expect(formatAccount('004', '12345')).toBe('12345');
    expect(formatAccount('999', '1234567890')).toBe('1234567890');
  });

  it("names the bank in the screen's language", () => {
    expect(bankName('004', 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName('004', 'en')).toBe('Kasikornbank');
    expect(bankName('999', 'th')).toBe('999');
  });
});
