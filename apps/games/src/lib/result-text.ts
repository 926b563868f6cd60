import { fill, T } from '../i18n';
import { money } from './money';

export type NoticeKind = 'info' | 'win' | 'error';

/**
 * What a finished round says to the player, plainly: the stake, what came back and the net, for every game
 * (the live tables' banner too). A payout below the stake is shown as the loss it is, never as a win.
 */
export function resultText({ status, stake, payout }: { status: string; stake: number; payout: number }): {
  text: string;
  kind: NoticeKind;
} {
  if (status === 'placed') return { text: T.pendingWin, kind: 'info' };
  const amounts = {
    amount: money(payout),
    stake: money(stake),
    profit: money(payout - stake),
    loss: money(stake - payout),
  };
  if (payout > stake) return { text: fill(T.win, amounts), kind: 'win' };
  if (payout === stake) return { text: fill(T.push, amounts), kind: 'info' };
  return { text: fill(payout === 0 ? T.lose : T.partial, amounts), kind: 'info' };
}
