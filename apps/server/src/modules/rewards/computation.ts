import type { SiteConfig } from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import type { MemberNetLoss } from '../games';
import type { HouseName, TransferKind, WalletKind } from '../ledger';
import type { Period } from './periods';

/** One credit a period owes a member: what it is computed on and what it pays. */
export interface RewardCredit {
  memberId: string;
  /** 0 for cashback; 1 or 2 for an affiliate commission level. */
  level: number;
  /** Satang the rate applies to. */
  base: bigint;
  ratePpm: number;
  /** Satang; more than zero. */
  amount: bigint;
  /** How many players' results the base adds up (1 for cashback). */
  sources: number;
  /** Set when the credit waits for the operator instead of paying itself, with why (reward_reviews). */
  review?: 'hedgePair';
}

/**
 * A reward paid per finished period (cashback, affiliate commissions): the period runner reads the
 * period's settled rounds once and asks each computation what it owes, then pays it from `house` into
 * the member's `wallet` with ledger kind `kind`, once per member, level and period; a credit marked `review`
 * waits for the operator instead. `credits` runs in the period's transaction and may record what it needs
 * to carry to the next period.
 */
export interface RewardComputation {
  kind: 'cashback' | 'affiliate';
  ledgerKind: TransferKind;
  house: HouseName;
  wallet: WalletKind;
  credits(ex: Executor, results: MemberNetLoss[], site: SiteConfig, period: Period): Promise<RewardCredit[]>;
}
