import { Secret, TOTP } from 'otpauth';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Chokdee หลังบ้าน';
const PERIOD_SEC = 30;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, username = '') {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SEC,
    secret: Secret.fromBase32(secret),
  });
}

/** otpauth://totp/… for the enrolment QR code. SHA-1, 6 digits, 30 s: what every authenticator app reads. */
export function totpUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/**
 * The time step of `code` when it is valid now (one step of clock drift either way), else null. The caller
 * refuses a step not after the last one accepted, so a code seen over a shoulder cannot be used again.
 */
export function totpStepOf(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SEC) + delta;
}
