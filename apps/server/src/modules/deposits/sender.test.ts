import { describe, expect, it } from 'vitest';
import { isUsableMask, sentFrom } from './sender';

const member = { bankCode: '004', bankAccount: '1234567890' };

describe('sentFrom', () => {
  it('accepts the full bound account at the bound bank', () => {
    expect(sentFrom({ fromBankCode: '004', fromAccount: '123-4-56789-0' }, member)).toBe(true);
  });

  it('refuses another bank or another account', () => {
    expect(sentFrom({ fromBankCode: '014', fromAccount: '1234567890' }, member)).toBe(false);
    expect(sentFrom({ fromBankCode: '004', fromAccount: '1234567891' }, member)).toBe(false);
  });

  it('accepts a compatible mask that shows at least 4 digits', () => {
    expect(sentFrom({ fromBankCode: '004', fromAccount: 'xxx-x-x6789-x' }, member)).toBe(true);
    expect(sentFrom({ fromBankCode: '004', fromAccount: 'XXX-X-X6789-0' }, member)).toBe(true);
  });

  it('refuses an incompatible mask, a mask of another length, and one showing fewer than 4 digits', () => {
    expect(sentFrom({ fromBankCode: '004', fromAccount: 'xxx-x-x1111-x' }, member)).toBe(false);
    expect(sentFrom({ fromBankCode: '004', fromAccount: 'xx-x-x6789-x' }, member)).toBe(false);
    expect(sentFrom({ fromBankCode: '004', fromAccount: 'xxx-x-xx789-x' }, member)).toBe(false);
  });
});

describe('isUsableMask', () => {
  it('needs 4 visible digits', () => {
    expect(isUsableMask('xxxxxx6789')).toBe(true);
    expect(isUsableMask('xxxxxxx789')).toBe(false);
  });
});
