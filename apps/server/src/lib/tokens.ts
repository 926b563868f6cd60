import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token (256 bits) for the client; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A constant-time check against one secret, built once per secret because the site key is checked on
 * every call. Only the length can be learnt from timing, which a random key of a fixed format does not
 * make guessable; hashing both sides to hide it cost a few percent of the hottest call's time.
 */
export function secretMatcher(expected: string): (given: string) => boolean {
  const want = Buffer.from(expected);
  return (given) => {
    const got = Buffer.from(given);
    return got.length === want.length && timingSafeEqual(got, want);
  };
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A short random code from an unambiguous alphabet (referral keys, game usernames). */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
