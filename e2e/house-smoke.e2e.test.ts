import { getBalance, listGameRounds } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { noticeOf, pickChip, playRound, waitReady } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { registerMember } from './support/register-member';

/** The other two house tables load from a launch and play one round each, with the money booked. */
describe.skipIf(e2eSkipped())('house baccarat and trading pages', () => {
  it('play one round each; the balance and game recall follow', async () => {
    const member = await registerMember();
    const token = await login(member);
    await bankFeedDeposit(member, 200);

    const baccarat = await newPage();
    await baccarat.goto(await launchGame(token, 'house-baccarat'));
    const deal = baccarat.getByRole('button', { name: 'แจกไพ่', exact: true });
    await waitReady(baccarat, deal);
    await pickChip(baccarat, 50);
    await baccarat.getByRole('button', { name: /^ผู้เล่น 1:1/ }).click();
    await baccarat.getByRole('button', { name: /^เจ้ามือ 0\.95:1/ }).click();
    const hand = await playRound(baccarat, deal);
    expect(hand.round.bet).toEqual({ game: 'baccarat', bets: { player: 50, banker: 50 } });
    expect(hand.round.stake).toBe(100);
    if (hand.round.outcome.game !== 'baccarat') throw new Error('not a baccarat round');
    const winner = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' }[hand.round.outcome.winner];
    expect(await noticeOf(baccarat).textContent()).toMatch(new RegExp(`^${winner} · `));
    expect(pageErrors(baccarat)).toEqual([]);

    const trading = await newPage();
    await trading.goto(await launchGame(token, 'TRADING'));
    const up = trading.getByRole('button', { name: 'ขึ้น', exact: true });
    await waitReady(trading, up);
    await pickChip(trading, 10);
    const trade = await playRound(trading, up);
    expect(trade.round.bet).toEqual({ game: 'trading', call: 'up', stake: 10 });
    expect(await trading.getByText(/^ราคาเริ่มต้น 1,000\.00 → ราคาปิด /).count()).toBe(1);
    expect(pageErrors(trading)).toEqual([]);

    const payouts = hand.round.payout + trade.round.payout;
    const expected = Math.round((200 - 100 - 10 + payouts) * 100) / 100;
    expect(trade.balance).toBe(expected);
    expect((await call(getBalance, { token })).data.balance).toBe(expected);
    const rounds = (await call(listGameRounds, { token })).data;
    expect(rounds.map((r) => [r.roundId, r.status, r.bet, r.win])).toEqual([
      [trade.round.id, 'settled', 10, trade.round.payout],
      [hand.round.id, 'settled', 100, hand.round.payout],
    ]);
  });
});
