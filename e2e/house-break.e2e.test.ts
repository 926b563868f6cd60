import { getBalance, takePlayBreak } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { noticeOf, pickChip, waitReady } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { registerMember } from './support/register-member';
import { screenshot } from './support/screenshot';

/**
 * Issue 27: a member takes a time-out while a house game page is open. The next bet is refused by the
 * platform's play gate; the page says why in the platform's own Thai words (the break and its end), not
 * "the games are unavailable", and its status line offers the way back to the site. Nothing is staked.
 */
describe.skipIf(e2eSkipped())('a house game page during a break', () => {
  it('shows the break’s refusal and the way back, and stakes nothing', async () => {
    const member = await registerMember();
    const token = await login(member);
    await bankFeedDeposit(member, 100);
    const page = await newPage();
    await page.goto(await launchGame(token, 'TRADING'));
    const up = page.getByRole('button', { name: 'ขึ้น', exact: true });
    await waitReady(page, up);

    await call(takePlayBreak, { token, body: { kind: 'timeout', period: '24h', confirm: true } });
    await pickChip(page, 10);
    await up.click();
    const notice = noticeOf(page);
    await expect
      .poll(() => notice.textContent(), { timeout: 10_000 })
      .toMatch(/^คุณอยู่ระหว่างพักการเล่นจนถึง .+ แต่ยังดูยอดเงินและถอนเงินได้ กลับหน้าหลัก$/);
    const back = notice.getByRole('link', { name: 'กลับหน้าหลัก', exact: true });
    expect(await back.getAttribute('href')).toMatch(/^\/user\//);
    expect((await call(getBalance, { token })).data.balance).toBe(100);
    expect(pageErrors(page).filter((e) => !/403/.test(e))).toEqual([]);
    await screenshot(page, 'house-break-refusal.png');
  });
});
