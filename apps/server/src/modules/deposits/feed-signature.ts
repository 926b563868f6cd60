import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC-SHA256 of the raw body with the feed secret. */
export function signFeedBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Is the header present and of the signature's form (64 hex digits)? Checked before the body is read. */
export function isSignatureForm(header: unknown): header is string {
  return typeof header === 'string' && /^[0-9a-fA-F]{64}$/.test(header);
}

/** True when `header` is exactly the body's signature (hex, either case), compared in constant time. */
export function feedSignatureMatches(body: Buffer, header: unknown, secret: string): boolean {
  if (!isSignatureForm(header)) return false;
  return timingSafeEqual(
    Buffer.from(header.toLowerCase(), 'hex'),
    Buffer.from(signFeedBody(body, secret), 'hex'),
  );
}
