import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from '../../db/schema';
import { isMasked, maskedToLikePattern, normaliseAccount } from './masked-account';
import { isUsableMask, type Sender } from './sender';

/** Builds subqueries without a connection: they run inside the caller's statement. */
const qb = new QueryBuilder();

/**
 * The one member whose bound bank and account match the sender, as an SQL expression for the caller's
 * statement: the member id, or null when none or several match. A full account number is unique per
 * bank; a masked one is matched only when it shows enough digits and exactly one member fits it.
 */
export function senderMemberId(sender: Sender): SQL {
  const account = normaliseAccount(sender.fromAccount);
  const sameBank = eq(members.bankCode, sender.fromBankCode);
  if (!isMasked(account)) {
    // An embedded query is printed in parentheses: a scalar subquery here.
    return sql`${qb
      .select({ id: members.id })
      .from(members)
      .where(and(sameBank, eq(members.bankAccount, account)))}`;
  }
  if (!isUsableMask(account)) return sql`null::uuid`;
  // The feed's alphabet (digits, x, X, *) makes the pattern digits and `_` of the account's length,
  // so LIKE is exactly `matchesMasked`; two candidates are enough to know "not unique".
  const candidates = qb
    .select({ id: members.id })
    .from(members)
    .where(and(sameBank, like(members.bankAccount, maskedToLikePattern(account))))
    .limit(2);
  return sql`(select case when count(*) = 1 then (array_agg(c.id))[1] end from ${candidates} c)`;
}
