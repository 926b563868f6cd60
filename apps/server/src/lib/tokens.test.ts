import { describe, expect, it } from 'vitest';
import { hashToken, newToken, secretMatcher } from './tokens';

describe('secretMatcher', () => {
  const isKey = secretMatcher('site-key-0123456789');

  it('accepts exactly the secret', () => {
    expect(isKey('site-key-0123456789')).toBe(true);
  });

  it('refuses a prefix, a longer value, another value of the same length and the empty string', () => {
    expect(isKey('site-key-012345678')).toBe(false);
    expect(isKey('site-key-01234567890')).toBe(false);
    expect(isKey('site-key-0123456788')).toBe(false);
    expect(isKey('')).toBe(false);
  });

  it('compares bytes, not characters (a multi-byte look-alike does not match)', () => {
    expect(secretMatcher('คีย์')('คีย์')).toBe(true);
    expect(secretMatcher('abcd')('คีย์'.slice(0, 4))).toBe(false);
  });
});

describe('tokens', () => {
  it('are random and stored only as their SHA-256 hash', () => {
    const token = newToken();
    expect(token).not.toBe(newToken());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
