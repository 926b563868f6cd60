import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';

/** Fewer trailing digits than this would match a large share of all accounts: a phone prefix only. */
const MIN_ACCOUNT_SUFFIX = 4;

/** `%`, `_` and `\` typed by staff are letters, not LIKE wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the back office's member search `q` matches (docs/decisions/078-member-actions.md):
 * - digits (dashes and spaces dropped): phone prefix, bank account in full or its last 4+ digits,
 *   a referral key made of digits only;
 * - anything else: part of the first or last name or of both as written, or a game username or referral
 *   key in full (ours are lower case, so the unique indexes answer).
 */
export function memberSearch(q: string): SQL | undefined {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    return or(
      like(members.phoneNumber, `${digits}%`),
      eq(members.bankAccount, digits),
      digits.length >= MIN_ACCOUNT_SUFFIX ? like(members.bankAccount, `%${digits}`) : undefined,
      eq(members.affiliateKey, digits),
    );
  }
  const part = `%${escapeLike(q)}%`;
  const key = q.toLowerCase();
  return or(
    ilike(members.firstName, part),
    ilike(members.lastName, part),
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, part),
    eq(members.gameUsername, key),
    eq(members.affiliateKey, key),
  );
}
