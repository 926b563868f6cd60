import { BANKS, PROMPTPAY_BANK, WALLET_BANK } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn } from './color';

describe('bank badge text colour', () => {
  it('reaches 4.5:1 on every brand colour', () => {
    for (const bank of [...BANKS, WALLET_BANK, PROMPTPAY_BANK]) {
      expect(contrastRatio(bank.color, textOn(bank.color)), bank.short).toBeGreaterThanOrEqual(4.5);
    }
  });
});
