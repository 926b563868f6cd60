import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { bankChecks } from '../../db/schema';
import type { Executor } from '../../db/types';
import { hashToken } from '../../lib/tokens';

/** A bank check can be redeemed at signup for this long. */
const VALID_MIN = 15;

export async function insertBankCheck(
  db: Executor,
  check: {
    token: string;
    bankCode: string;
    bankAccount: string;
    firstName: string | null;
    lastName: string | null;
  },
) {
  await db.insert(bankChecks).values({
    tokenHash: hashToken(check.token),
    bankCode: check.bankCode,
    bankAccount: check.bankAccount,
    firstName: check.firstName,
    lastName: check.lastName,
    expiresAt: sql`now() + make_interval(mins => ${VALID_MIN})`,
  });
}

/**
 * Spends a live bank token for exactly this account; inside the signup transaction, so a failed
 * signup leaves it spendable. Answers the verified names, or undefined when the token is not valid.
 */
export async function redeemBankCheck(db: Executor, token: string, bankCode: string, bankAccount: string) {
  const [row] = await db
    .update(bankChecks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(bankChecks.tokenHash, hashToken(token)),
        eq(bankChecks.bankCode, bankCode),
        eq(bankChecks.bankAccount, bankAccount),
        isNull(bankChecks.usedAt),
        gt(bankChecks.expiresAt, sql`now()`),
      ),
    )
    .returning({ firstName: bankChecks.firstName, lastName: bankChecks.lastName });
  return row;
}
