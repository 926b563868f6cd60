import { describe, expect, it } from 'vitest';
import { simulatedBankNameLookup } from './simulator';

const THAI_NAME = /^[\u0E00-\u0E7F]+$/;
const sim = simulatedBankNameLookup();

describe('simulated bank-name lookup', () => {
  it('gives the same account the same plausible Thai name every time', async () => {
    const first = await sim.lookup('004', '1234567890');
    expect(first).toEqual({
      firstName: expect.stringMatching(THAI_NAME),
      lastName: expect.stringMatching(THAI_NAME),
    });
    expect(await simulatedBankNameLookup().lookup('004', '1234567890')).toEqual(first);
  });

  it('spreads names over many accounts', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const found = await sim.lookup('014', `10000000${String(i).padStart(2, '0')}`);
      names.add(`${found?.firstName} ${found?.lastName}`);
    }
    expect(names.size).toBeGreaterThan(20);
  });

  it('does not know accounts starting with 000', async () => {
    expect(await sim.lookup('004', '0001234567')).toBeNull();
    expect(await sim.lookup('TRUEMONEY', '000123456789')).toBeNull();
  });
});
