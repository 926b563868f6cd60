import { and, eq, like } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isMasked, maskedToLikePattern, matchesMasked, normaliseAccount } from './masked-account';
import { isUsableMask, type Sender } from './sender';

/**
 * The one member whose bound bank and account match the sender, or undefined when none or several
 * do. A full account number is unique per bank; a masked one is matched only when it shows enough
 * digits and exactly one member fits it.
 */
export async function findSenderMember(ex: Executor, sender: Sender): Promise<string | undefined> {
  const account = normaliseAccount(sender.fromAccount);
  const sameBank = eq(members.bankCode, sender.fromBankCode);
  if (!isMasked(account)) {
    const [row] = await ex
      .select({ id: members.id })
      .from(members)
      .where(and(sameBank, eq(members.bankAccount, account)));
    return row?.id;
  }
  if (!isUsableMask(account)) return undefined;
  // The pattern has only digits and `_`, so it needs no escaping; two rows are enough to know "not unique".
  const rows = await ex
    .select({ id: members.id, bankAccount: members.bankAccount })
    .from(members)
    .where(and(sameBank, like(members.bankAccount, maskedToLikePattern(account))))
    .limit(2);
  const fits = rows.filter((r) => matchesMasked(account, r.bankAccount));
  return fits.length === 1 ? fits[0]!.id : undefined;
}
