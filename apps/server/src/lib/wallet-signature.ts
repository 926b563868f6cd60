import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Signature` of the seamless wallet API: hex HMAC-SHA256 of the raw request body with the partner's
 * secret. Checked over the bytes received, before the JSON is even looked at, so a re-serialised body
 * can never pass for a signed one.
 */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
