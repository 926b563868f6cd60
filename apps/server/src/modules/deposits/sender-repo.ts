import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { depositChannels, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isMasked, maskedToLikePattern, normaliseAccount } from './masked-account';
import { isUsableMask, type Sender } from './sender';

/** Builds subqueries without a connection: they run inside the caller's statement. */
const qb = new QueryBuilder();

/** A wallet channel has no bank code; its transfers come from the TrueMoney code. */
const channelBank = sql`coalesce(${depositChannels.bankCode}, 'TRUEMONEY')`;

/**
 * Is the sender, shown in full, one of the site's own receiving accounts (the operator moving its money)?
 * An SQL boolean for the caller's statement; such a transfer is stored `internal`, never credited.
 */
export function senderIsSiteChannel(sender: Sender): SQL {
  const account = normaliseAccount(sender.fromAccount);
  if (isMasked(account)) return sql`false`;
  return sql`exists ${qb
    .select({ one: sql`1` })
    .from(depositChannels)
    .where(eq(depositChannels.receivingNumber, account))}`;
}

/**
 * The one member whose bound bank and account match the sender, as an SQL expression for the caller's
 * statement: the member id, or null when none or several match. A full account number is unique per
 * bank; a masked one is matched only when it shows enough digits, exactly one member fits it, and no
 * site channel of that bank does (the bank may be showing the operator's own account that way).
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
  const pattern = maskedToLikePattern(account);
  const candidates = qb
    .select({ id: members.id })
    .from(members)
    .where(and(sameBank, like(members.bankAccount, pattern)))
    .limit(2);
  const channel = qb
    .select({ one: sql`1` })
    .from(depositChannels)
    .where(and(sql`${channelBank} = ${sender.fromBankCode}`, like(depositChannels.receivingNumber, pattern)));
  return sql`(select case when count(*) = 1 and not exists ${channel} then (array_agg(c.id))[1] end from ${candidates} c)`;
}

/**
 * Who could have sent this (for a slip): up to two members of the sender's bank whose account fits it,
 * and whether a site channel fits it too. Undefined when the sender says too little to name anyone (a mask
 * with fewer than 4 digits, or characters a mask cannot hold).
 */
export async function senderCandidates(ex: Executor, sender: Sender) {
  const account = normaliseAccount(sender.fromAccount);
  if (!/^[0-9xX*]+$/.test(account) || (isMasked(account) && !isUsableMask(account))) return undefined;
  const pattern = maskedToLikePattern(account);
  // A full number is a site account whatever bank shows it; a mask only fits a channel of its own bank.
  const channelFits = isMasked(account)
    ? sql`${depositChannels.receivingNumber} like ${pattern} and ${channelBank} = ${sender.fromBankCode}`
    : sql`${depositChannels.receivingNumber} = ${account}`;
  const result = await ex.execute(sql`
    select
      array(select ${members.id}::text from ${members}
            where ${members.bankCode} = ${sender.fromBankCode} and ${members.bankAccount} like ${pattern}
            limit 2) as members,
      exists (select 1 from ${depositChannels} where ${channelFits}) as channel`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = (result as unknown as { rows: { members: string[]; channel: boolean }[] }).rows;
  return { memberIds: row!.members, siteChannel: row!.channel };
}
