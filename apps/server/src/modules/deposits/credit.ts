import type { Executor } from '../../db/types';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import type { ConfigService } from '../config';
import { protectDeposit } from '../play-limits';
import { bonusStateOf, payBonus, startDepositBonus, type BonusState } from '../promotions';
import type { CreditVia } from './statement-repo';

/** What a credit needs from config and env, read before its transaction opens (never inside it). */
export interface CreditSettings {
  promotionsOn: boolean;
}

export async function creditSettings(config: ConfigService, ex?: Executor): Promise<CreditSettings> {
  const site = await config.get(ex);
  return { promotionsOn: site.Promotion };
}

export interface DepositCredit {
  ref: string;
  channelId: string;
  memberId: string;
  /** Satang. */
  amount: bigint;
  via: CreditVia;
  /** The member's promotion state when the caller's own statement read it in this transaction. */
  bonusState?: BonusState;
  /** Whether the member set any play limit or break, when the caller's own statement read it (play-limits). */
  hasPlayLimits?: boolean;
}

/**
 * Credits one received transfer inside the caller's transaction (which also stored or updated its
 * statement row): the deposit and the promotion bonus if one starts. Idempotency keys `deposit:` and
 * `bonus:` plus the ref make every movement happen once. A deposit earns no spin ticket: tickets come
 * from played turnover (docs/ABUSE.md 3), or a deposit withdrawn unplayed would leave free spins behind.
 */
export async function creditDeposit(tx: Executor, d: DepositCredit, settings: CreditSettings) {
  const state = d.bonusState ?? (await bonusStateOf(tx, d.memberId));
  // Over the member's deposit limit, or during a break: credited (the money is theirs), flagged for the
  // operator, and no bonus starts (docs/PLAYER-PROTECTION.md). Judged before this deposit's transfer.
  const { bonusAllowed } = d.hasPlayLimits === false ? { bonusAllowed: true } : await protectDeposit(tx, d);
  const promotionsOn = settings.promotionsOn && bonusAllowed;
  const grant = await startDepositBonus(tx, { ...d, promotionsOn }, state);
  // The deposit moves first, so every credit locks the bank channel and the member before the bonus
  // account: two credits never wait for each other in a cycle.
  await transfer(tx, {
    from: houseAccount(`bank:${d.channelId}`),
    to: memberAccount(d.memberId, PLAYABLE_WALLET),
    amount: d.amount,
    kind: 'deposit',
    reference: `deposit:${d.ref}`,
    idempotencyKey: `deposit:${d.ref}`,
    // The history shows the bonus this deposit earned (SPEC §3 Transaction BonusInfo._id).
    meta: { ref: d.ref, via: d.via, bonusId: grant?.promotionId ?? null },
  });
  if (grant) await payBonus(tx, d.memberId, d.ref, grant);
  return { bonus: grant?.bonus ?? 0n };
}
