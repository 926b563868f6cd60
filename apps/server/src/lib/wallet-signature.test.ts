import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './wallet-signature';

describe('wallet signature', () => {
  const secret = 'partner-secret-0123456789';
  const body = '{"username":"ck12345","amount":100}';

  it('is the hex HMAC-SHA256 of the raw body, as any HMAC tool computes it', () => {
    expect(signBody(secret, body)).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(signBody(secret, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches only the same bytes and secret, in either hex case', () => {
    const signature = signBody(secret, body);
    expect(signatureMatches(secret, Buffer.from(body), signature)).toBe(true);
    expect(signatureMatches(secret, Buffer.from(body), signature.toUpperCase())).toBe(true);
    expect(signatureMatches(secret, Buffer.from(`${body} `), signature)).toBe(false);
    expect(signatureMatches('other-secret-0123456789', Buffer.from(body), signature)).toBe(false);
  });

  it.each([undefined, '', 'abc', ['a', 'b'], 'g'.repeat(64), `${'a'.repeat(64)}00`])(
    'refuses a malformed header %j',
    (header) => {
      expect(signatureMatches(secret, Buffer.from(body), header)).toBe(false);
    },
  );
});
