import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getBalance, getRolling, listGameRounds, type GameRound } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import {
  balanceOf,
  noticeOf,
  pickChip,
  playRound,
  shownBaht,
  waitReady,
  type HousePlay,
} from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { REPO_ROOT } from './support/paths';
import { registerMember } from './support/register-member';

/**
 * The Games issue's "done when": a member deposits through the bank feed, launches the house slot, plays
 * rounds in Chromium, and the balance, turnover, round history and the running cashback period reflect
 * exactly the rounds played.
 */

const DEPOSIT = 500;
/** One spin per stake, picked with the page's chips (whole baht; 176 in all, well inside the deposit). */
const STAKES = [10, 5, 50, 1, 100, 10];

const satang = (baht: number) => Math.round(baht * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What the slot says after a spin: every slot win pays at least twice the stake. */
function expectedNotice({ stake, payout }: HousePlay['round']) {
  if (payout === 0) return `เดิมพัน ${shownBaht(stake)} บาท ไม่ได้รับคืน (เสีย ${shownBaht(stake)} บาท)`;
  return `เดิมพัน ${shownBaht(stake)} บาท ได้รับ ${shownBaht(payout)} บาท (กำไร ${shownBaht(payout - stake)} บาท)`;
}

/**
 * docs/decisions/054-turnover-stake-at-risk.md: a settled round's stake counts, won or lost; a draw (win =
 * stake) none.
 */
function settledTurnover(rounds: GameRound[]) {
  return sum(rounds.map((r) => (r.result === 'draw' ? 0 : satang(r.bet) - satang(r.refund))));
}

describe.skipIf(e2eSkipped())('games: the house slot end to end', () => {
  it('deposit, play the slot in the browser, and every total reflects exactly the rounds played', async () => {
    const member = await registerMember();
    const token = await login(member);
    await bankFeedDeposit(member, DEPOSIT);
    expect((await call(getBalance, { token })).data.balance).toBe(DEPOSIT);

    const page = await newPage();
    await page.goto(await launchGame(token, 'EGAMES'));
    const spin = page.getByRole('button', { name: 'หมุน', exact: true });
    const reels = page.getByRole('img', { name: /^(วงล้อพร้อมหมุน|เส้นจ่าย: )/ });
    await waitReady(page, spin);
    expect(await balanceOf(page).textContent()).toBe(`ยอดเงิน ${shownBaht(DEPOSIT)} บาท`);
    expect(await reels.getAttribute('aria-label')).toBe('วงล้อพร้อมหมุน');

    const played: HousePlay['round'][] = [];
    for (const stake of STAKES) {
      await pickChip(page, stake);
      const { round } = await playRound(page, spin);
      expect(round.stake).toBe(stake);
      expect(round.bet).toEqual({ game: 'slot', bet: stake });
      expect(await noticeOf(page).textContent()).toBe(expectedNotice(round));
      if (round.outcome.game !== 'slot') throw new Error('not a slot round');
      expect(await reels.getAttribute('aria-label')).toMatch(/^เส้นจ่าย: \S+ \| \S+ \| \S+$/);
      played.push(round);
    }
    const stakes = sum(played.map((r) => satang(r.stake)));
    const payouts = sum(played.map((r) => satang(r.payout)));
    const expectedBalance = (satang(DEPOSIT) - stakes + payouts) / 100;
    expect(await balanceOf(page).textContent()).toBe(`ยอดเงิน ${shownBaht(expectedBalance)} บาท`);
    if (process.env.E2E_SCREENSHOTS === '1') {
      const folder = join(REPO_ROOT, 'docs', 'screenshots');
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: join(folder, 'house-slot.png') });
    }

    // The member's balance: the deposit, minus every stake, plus every win.
    expect((await call(getBalance, { token })).data.balance).toBe(expectedBalance);

    // Game recall: exactly the rounds played, newest first, each settled with the page's amounts.
    const rounds = (await call(listGameRounds, { token })).data;
    expect(rounds).toHaveLength(STAKES.length);
    expect(rounds.map((r) => r.roundId)).toEqual(played.map((r) => r.id).reverse());
    for (const [i, round] of [...rounds].reverse().entries()) {
      const house = played[i]!;
      expect(round).toMatchObject({
        partner: 'HOUSE',
        status: 'settled',
        bet: house.stake,
        win: house.payout,
      });
      expect(round.refund).toBe(0);
      expect(round.result).toBe(house.payout > house.stake ? 'win' : 'lose');
    }
    expect(sum(rounds.map((r) => satang(r.bet)))).toBe(stakes);
    expect(sum(rounds.map((r) => satang(r.win)))).toBe(payouts);
    expect(satang(DEPOSIT) - stakes + payouts).toBe(satang(expectedBalance));

    // The running cashback period: its turnover and net loss are these rounds' (those settled inside it,
    // should the run straddle a period boundary), and the cashback it projects is the site's percent of it.
    const rolling = (await call(getRolling, { token })).data;
    const start = Date.parse(rolling.period.start);
    const end = Date.parse(rolling.period.end);
    const inPeriod = rounds.filter((r) => {
      const settled = Date.parse(r.settledAt!);
      return settled >= start && settled < end;
    });
    expect(inPeriod.length).toBeGreaterThan(0);
    const netLoss = sum(inPeriod.map((r) => satang(r.bet) - satang(r.refund) - satang(r.win)));
    const loss = Math.max(0, netLoss);
    expect(satang(rolling.turnover)).toBe(settledTurnover(inPeriod));
    expect(satang(rolling.loss)).toBe(loss);
    expect(satang(rolling.projectedCashback)).toBe(
      rolling.usecashBack ? Math.floor((loss * Math.round(rolling.payout * 10_000)) / 1_000_000) : 0,
    );

    // The round history of the house verification page lists the same rounds, newest first.
    await page.getByRole('link', { name: 'ตรวจสอบผลย้อนหลัง / เปลี่ยนซีด' }).click();
    const history = page.getByRole('region', { name: 'รอบล่าสุดของคุณ' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(STAKES.length);
    for (const [i, round] of [...played].reverse().entries()) {
      const item = history.nth(i);
      expect(await item.getByText(`สล็อตช้างทอง · ลำดับรอบ ${round.nonce}`, { exact: true }).count()).toBe(1);
      const amounts = `เดิมพัน ${shownBaht(round.stake)} → ${shownBaht(round.payout)} บาท · เสร็จสิ้น`;
      expect(await item.textContent()).toContain(amounts);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});
