import { ITEM_CODE_PATTERN } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, generateCode, generateCodes, RANDOM_PART_LENGTH } from './generate';

describe('item-code generation', () => {
  it('draws 12 characters of the unambiguous alphabet after an upper-case prefix', () => {
    const code = generateCode('newYear');
    expect(code).toMatch(new RegExp(`^NEWYEAR-[${CODE_ALPHABET}]{${RANDOM_PART_LENGTH}}$`));
    expect(generateCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${RANDOM_PART_LENGTH}}$`));
  });

  it('never uses characters a member could misread', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('answers codes the create-code pattern accepts, even with the longest prefix', () => {
    expect(generateCode('ABCDEFGHIJKL')).toMatch(ITEM_CODE_PATTERN);
  });

  it('answers as many distinct codes as asked', () => {
    const codes = generateCodes(5000, 'X');
    expect(new Set(codes).size).toBe(5000);
  });

  it('spreads every symbol about evenly (no modulo bias)', () => {
    const seen = new Map<string, number>();
    for (const code of generateCodes(2000)) for (const ch of code) seen.set(ch, (seen.get(ch) ?? 0) + 1);
    const expected = (2000 * RANDOM_PART_LENGTH) / CODE_ALPHABET.length;
    expect(seen.size).toBe(CODE_ALPHABET.length);
    for (const n of seen.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });
});
