import { fillMessage, TH, type MemberMoneyEvent, type MemberNoticeEvent } from '@chokdee/contracts';
import { toBaht } from '../../lib/money';
import type { MemberMoneyMoved } from '../ledger';
import type { DepositFlagged } from '../play-limits';

/**
 * Game play (stakes, wins, refunds, transfers to a partner's wallet) is not pushed: the game on screen shows
 * its own balance, and a NOTIFY per bet would cost the database more than every other push together. The
 * member's other screens read their figures again when they are next shown.
 */
const GAME_PLAY = new Set(['bet', 'win', 'refund', 'game_transfer']);

/** The bus topic of one member's screens. */
export const memberTopic = (memberId: string) => `member:${memberId}`;

/** The toast of a movement, or null: deposits in, and each step of a withdrawal. */
function toastOf(moved: MemberMoneyMoved, amount: number): string | null {
  if (moved.asset !== 'THB') return null;
  if (moved.kind === 'deposit' && moved.change === 'credit') return fillMessage(TH.pushDeposited, { amount });
  if (moved.kind !== 'withdrawal') return null;
  if (moved.change === 'held') return fillMessage(TH.pushWithdrawRequested, { amount });
  if (moved.change === 'paid') return fillMessage(TH.pushWithdrawPaid, { amount });
  if (moved.change === 'released') return fillMessage(TH.pushWithdrawReturned, { amount });
  return null;
}

/** The event stream frame of a movement, serialised once and sent as it is to every screen; null: not pushed. */
export function moneyFrame(moved: MemberMoneyMoved): string | null {
  if (GAME_PLAY.has(moved.kind)) return null;
  const amount = moved.asset === 'THB' ? toBaht(moved.amount) : Number(moved.amount);
  const event: MemberMoneyEvent = {
    kind: moved.kind,
    change: moved.change,
    amount,
    message: toastOf(moved, amount),
  };
  return `event: money\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The `notice` frame of a deposit credited without its bonus because of the member's own limit or break: the
 * deposit's own toast says it arrived, this one says why no bonus came (docs/PLAYER-PROTECTION.md).
 */
export function flaggedFrame(flagged: DepositFlagged): string {
  const amount = toBaht(flagged.amount);
  const text = flagged.reason === 'break' ? TH.pushDepositOnBreak : TH.pushDepositOverLimit;
  const event: MemberNoticeEvent = { message: fillMessage(text, { amount }) };
  return `event: notice\ndata: ${JSON.stringify(event)}\n\n`;
}

/** "Read your figures again": after a (re)connect, and when this process may have missed a movement. */
export const REREAD_FRAME = 'event: reread\ndata: {}\n\n';
