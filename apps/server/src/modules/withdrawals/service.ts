import { randomUUID } from 'node:crypto';
import type { WithdrawalCondition } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toSatang } from '../../lib/money';
import type { ConfigService } from '../config/service';
import { hold, houseAccount, lockForHold, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { endActiveBonus } from '../promotions/active-bonus';
import type { PayoutRunner } from './payouts';
import { insertWithdrawal, readWithdrawFacts } from './repo';
import { bonusCapOf, conditionOf, forfeitOf, limitsOf, refusalOf, type WithdrawFacts } from './rules';

interface Deps {
  ctx: Pick<AppContext, 'db'>;
  config: ConfigService;
  payouts: PayoutRunner;
}

export function createWithdrawalService({ ctx, config, payouts }: Deps) {
  const { db } = ctx;

  /** The member's payee details and the facts the rules judge; reads only through `ex`. */
  async function factsOf(ex: Executor, memberId: string) {
    const read = await readWithdrawFacts(ex, memberId);
    if (!read) throw fail('UNAUTHORIZED', 'unauthorized');
    const { payee, available, bonus } = read;
    const facts: WithdrawFacts = { locked: payee.locked, available, bonus };
    return { payee, bonus, facts };
  }

  return {
    async condition(memberId: string): Promise<WithdrawalCondition> {
      const site = await config.get();
      const { facts } = await factsOf(db, memberId);
      return conditionOf(limitsOf(site.Withdraw), facts);
    },

    /**
     * Reserves the amount and records the withdrawal in one transaction; an automatic payout runs after
     * the commit. Throws the rule's refusal, or UNAVAILABLE when the automatic payout failed (the money
     * is back in the wallet by then).
     */
    async request(memberId: string, amountBaht: number): Promise<void> {
      const amount = toSatang(amountBaht);
      const limits = limitsOf((await config.get()).Withdraw);
      const wallet = memberAccount(memberId, PLAYABLE_WALLET);
      const withdrawal = await db.transaction(async (tx) => {
        // One member's requests take turns on the wallet the hold reserves on, so the rules are judged on
        // what the previous request left (DECISIONS Withdrawals 5).
        await lockForHold(tx, wallet);
        const { payee, bonus, facts } = await factsOf(tx, memberId);
        const refusal = refusalOf(amount, limits, facts);
        if (refusal) throw refusal;
        const id = randomUUID();
        const reference = `withdrawal:${id}`;
        const { holdId } = await hold(
          tx,
          {
            from: wallet,
            to: houseAccount('payouts'),
            amount,
            kind: 'withdrawal',
            reference,
            idempotencyKey: reference,
          },
          { sourceLocked: true },
        );
        // A withdrawal ends the active bonus; credit above its max withdraw goes with it (DECISIONS).
        let forfeitTransferId: string | null = null;
        const forfeit = forfeitOf(facts.available, bonusCapOf(facts));
        if (forfeit > 0n) {
          const moved = await transfer(tx, {
            from: wallet,
            to: houseAccount('bonusExpense'),
            amount: forfeit,
            kind: 'forfeit',
            reference,
            idempotencyKey: `${reference}:forfeit`,
          });
          forfeitTransferId = moved.transferId;
        }
        if (bonus) await endActiveBonus(tx, memberId, 'withdrawal');
        // Without a gateway every withdrawal waits for the operator (manual payouts, DECISIONS Withdrawals).
        const auto = !payouts.manual && limits.autoMax !== null && amount <= limits.autoMax;
        return insertWithdrawal(tx, {
          id,
          memberId,
          amount,
          channel: 'BANK',
          bankCode: payee.bankCode,
          bankAccount: payee.bankAccount,
          accountName: payee.accountName,
          status: auto ? 'paying' : 'pending',
          payingSince: auto ? sql`now()` : null,
          holdId,
          payoutKey: reference,
          bonusPromotionId: bonus?.promotionId ?? null,
          forfeitTransferId,
        });
      });
      if (withdrawal.status !== 'paying') return;
      const settled = await payouts.payAndSettle(withdrawal);
      if (settled.status === 'failed') throw fail('UNAVAILABLE', 'withdrawPayoutFailed');
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
