import { randomInt } from 'node:crypto';

/**
 * Letters and digits a member cannot misread on a phone screen or a printed card: no 0/O, 1/I/L.
 * 31 symbols, so 12 of them hold about 59 bits: with 10 tries per member per 10 minutes (REDEEM_TRIES),
 * guessing any one of a million live codes takes longer than the site will exist.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RANDOM_PART_LENGTH = 12;

/** One code: `PREFIX-` (upper-case) when a prefix is given, then the random part (crypto, unbiased). */
export function generateCode(prefix?: string): string {
  let random = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix ? `${prefix.toUpperCase()}-${random}` : random;
}

/** `count` distinct codes (a repeat within the batch is drawn again; the database judges the rest). */
export function generateCodes(count: number, prefix?: string): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateCode(prefix));
  return [...codes];
}
