import argon2 from 'argon2';

/** argon2id at OWASP's recommended floor (19 MiB, 2 passes): about 20 ms here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Burns the same time as a real verification, for logins with an unknown phone number,
 * so the answer time does not tell whether a phone is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-never-matches');
  await verifyPassword(await dummy, password);
  return false;
}
