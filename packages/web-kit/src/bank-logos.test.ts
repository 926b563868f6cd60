import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MEMBER_BANK_CODES, PROMPTPAY_BANK } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { builtInBankLogo } from './bank-logos';

const banksDir = fileURLToPath(new URL('../banks/', import.meta.url));

describe('builtInBankLogo (issue 17 item 5)', () => {
  it('names a small file in banks/ for every bank with a logo, and each file is named', () => {
    const named: string[] = [];
    for (const code of [...MEMBER_BANK_CODES, PROMPTPAY_BANK.code]) {
      const src = builtInBankLogo(code);
      if (!src) continue;
      const file = fileURLToPath(new URL(`..${src}`, import.meta.url));
      expect(existsSync(file), src).toBe(true);
      // Cheap phones: a logo drawn at 32 px needs no more than a few KB.
      expect(statSync(file).size, src).toBeLessThan(4096);
      named.push(src.slice('/banks/'.length));
    }
    expect(
      readdirSync(banksDir)
        .filter((f) => f.endsWith('.webp'))
        .sort(),
    ).toEqual(named.sort());
    // Standard Chartered has no icon in the source package: its pill shows.
    expect(builtInBankLogo('020')).toBeUndefined();
  });
});
