import { fillMessage, findBank, TH, type ReviewReason } from '@chokdee/contracts';
import { maskAccount, maskPhone } from '../../lib/mask';
import { toBaht } from '../../lib/money';
import type { CreditVia } from '../deposits';

/**
 * The texts staff receive, one fact a line. Only masked account numbers and phones: a chat group is read
 * on phones and forwarded, and its history is kept by a third party.
 */

/** Why a withdrawal waits: its review reason, else the lack of a gateway or the automatic maximum. */
export type WaitReason = ReviewReason | 'manualPayout' | 'aboveAuto';

const REASONS: Record<WaitReason, string> = {
  linkedBonus: TH.notifyReasonLinkedBonus,
  firstWithdrawal: TH.notifyReasonFirstWithdrawal,
  dailyLimit: TH.notifyReasonDailyLimit,
  manualPayout: TH.notifyReasonManualPayout,
  aboveAuto: TH.notifyReasonAboveAuto,
};

const VIAS: Record<CreditVia, string> = {
  feed: TH.notifyViaFeed,
  slip: TH.notifyViaSlip,
  operator: TH.notifyViaOperator,
};

/** A back-office screen: an address under NOTIFY_SITE_URL, or the path alone without one. */
export function screenLink(siteUrl: string | undefined, path: string): string {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}

export function withdrawalWaitingText(w: {
  amount: bigint;
  phone: string;
  bankCode: string;
  bankAccount: string;
  reason: WaitReason;
  link: string;
}): string {
  return [
    fillMessage(TH.notifyWithdrawalWaiting, { amount: toBaht(w.amount) }),
    fillMessage(TH.notifyMember, { phone: maskPhone(w.phone) }),
    fillMessage(TH.notifyAccount, {
      bank: findBank(w.bankCode)?.short ?? w.bankCode,
      account: maskAccount(w.bankAccount),
    }),
    fillMessage(TH.notifyReason, { reason: REASONS[w.reason] }),
    fillMessage(TH.notifyOpen, { link: w.link }),
  ].join('\n');
}

export function largeDepositText(d: { amount: bigint; phone: string; via: CreditVia; link: string }): string {
  return [
    fillMessage(TH.notifyLargeDeposit, { amount: toBaht(d.amount) }),
    fillMessage(TH.notifyMember, { phone: maskPhone(d.phone) }),
    fillMessage(TH.notifyVia, { via: VIAS[d.via] }),
    fillMessage(TH.notifyOpen, { link: d.link }),
  ].join('\n');
}

/** `failing`: each broken invariant's name and how many rows break it. */
export function ledgerCheckFailedText(failing: { name: string; problems: number }[]): string {
  const total = failing.reduce((sum, f) => sum + f.problems, 0);
  return [
    fillMessage(TH.notifyLedgerCheckFailed, { count: total }),
    fillMessage(TH.notifyChecks, { checks: failing.map((f) => `${f.name} (${f.problems})`).join(', ') }),
  ].join('\n');
}

export function staffTotpLockedText(s: { username: string; failures: number; link: string }): string {
  return [
    fillMessage(TH.notifyStaffTotpLocked, { username: s.username, count: s.failures }),
    fillMessage(TH.notifyOpen, { link: s.link }),
  ].join('\n');
}
