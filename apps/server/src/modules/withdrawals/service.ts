import { randomUUID } from 'node:crypto';
import { fillMessage, TH, type WithdrawalCondition } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import type { ConfigService } from '../config';
import { hold, houseAccount, lockForHold, memberAccount, PLAYABLE_WALLET } from '../ledger';
import { bonusMoneyOf, forfeitBonus } from '../promotions';
import { reviewReasonOf } from './auto-rules';
import type { PayoutRunner } from './payouts';
import { insertWithdrawal, readWithdrawFacts } from './repo';
import { conditionOf, forfeitNow, limitsOf, refusalOf, type WithdrawFacts } from './rules';

interface Deps {
  ctx: Pick<AppContext, 'db' | 'notify'>;
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
    // Own money and credit out in games matter only under a capped bonus (one extra statement then).
    const money = bonus?.maxWithdraw != null ? await bonusMoneyOf(ex, memberId) : undefined;
    const facts: WithdrawFacts = { locked: payee.locked, available, bonus: bonus && { ...bonus, ...money } };
    return { payee, bonus, facts, linkedBonus: read.linkedBonus, review: read.review };
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
     * is back in the wallet by then). `forfeitBaht` is the forfeit the member confirmed. Answers the
     * withdrawal's state: 'pending' while it waits for the operator.
     */
    async request(memberId: string, amountBaht: number, forfeitBaht?: number): Promise<string> {
      const amount = toSatang(amountBaht);
      const limits = limitsOf((await config.get()).Withdraw);
      const wallet = memberAccount(memberId, PLAYABLE_WALLET);
      const withdrawal = await db.transaction(async (tx) => {
        // One member's requests take turns on the wallet the hold reserves on, so the rules are judged on
        // what the previous request left (docs/rules/money.md rule 19).
        await lockForHold(tx, wallet);
        const { payee, bonus, facts, linkedBonus, review } = await factsOf(tx, memberId);
        if (payee.isSiteAccount) throw fail('CONFLICT', 'withdrawToSiteAccount');
        const refusal = refusalOf(amount, limits, facts);
        if (refusal) throw refusal;
        // The member saw and confirmed what this withdrawal forfeits (docs/ABUSE.md 5), or is told now.
        const forfeit = forfeitNow(facts);
        if (forfeit > 0n && (forfeitBaht === undefined || toSatang(forfeitBaht) < forfeit)) {
          throw fail('CONFLICT', 'withdrawForfeitUnconfirmed', forfeitText(forfeit));
        }
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
        // A withdrawal ends the active bonus; credit above its limit goes with it (promotions' bonus lifecycle).
        const forfeitTransferId = bonus ? await forfeitBonus(tx, { memberId, reference, forfeit }) : null;
        // Without a gateway every withdrawal waits for the operator (manual payouts,
        // docs/decisions/029-manual-payouts.md), and so does one whose money may be another account's bonus
        // (docs/ABUSE.md 11), or one the back office's rules hold: a first withdrawal, or past the daily
        // maximum (auto-rules.ts).
        const automatic = !payouts.manual && limits.autoMax !== null && amount <= limits.autoMax;
        const reviewReason = reviewReasonOf(
          amount,
          review.rules,
          { ...review.facts, linkedBonus },
          { automatic },
        );
        const auto = automatic && !reviewReason;
        const inserted = await insertWithdrawal(tx, {
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
          reviewReason,
        });
        // Staff hear of one that waits for them: queued with it, sent once it commits (infra/jobs.ts).
        if (inserted.status === 'pending') {
          await ctx.notify.withdrawalWaiting(inserted, { manual: Boolean(payouts.manual) }, tx);
        }
        return inserted;
      });
      if (withdrawal.status !== 'paying') return withdrawal.status;
      const settled = await payouts.payAndSettle(withdrawal);
      if (settled.status === 'failed') throw fail('UNAVAILABLE', 'withdrawPayoutFailed');
      return settled.status;
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

const forfeitText = (forfeit: bigint) =>
  fillMessage(TH.withdrawForfeitUnconfirmed, { amount: toBaht(forfeit) });
