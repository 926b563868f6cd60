import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { getPlaySession, putPlayLimits, type PlaySession } from '@chokdee/contracts';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport, walletClient } from '../apps/server/src/lib/wallet-client';
import { call } from './support/api';
import { expectAccessible } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { baseUrl, e2eSkipped, useServer } from './support/context';
import { pickChip, playRound, waitReady } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { appPage, expectNoSideScroll, expectPath, STORAGE } from './support/member-app';
import { BUILD_ROOT } from './support/paths';
import { registerMember, type Member } from './support/register-member';
import { LAPTOP_VIEWPORT, screenshots } from './support/screenshot';
import { E2E_SECRETS } from './support/secrets';
import { newPostgresDatabase, startServer, type RunningServer, type ServerDatabase } from './support/server';

/**
 * The reality check (issue 27) in the browser: a member with a 15-minute check plays; the page's clock
 * (Playwright's fake timers) and the server's (the member's rounds dated earlier in the database, as the
 * server tests do) move on 15 minutes, and the popup shows the time played and the session's net result the
 * server answers; "เล่นต่อ" brings it back after the next 15, "ออกจากเกม" leaves. In the member app and on a
 * house game page. Its own server on its own PostgreSQL database: the test dates rounds in it.
 */
const skip = e2eSkipped() ?? (process.env.TEST_DATABASE_URL ? undefined : 'needs TEST_DATABASE_URL');
const PAST_DUE = '15:05';

let database: ServerDatabase;
let server: RunningServer;
let db: pg.Client;
let member: Member;
let token: string;
let page: Page;

/** The member's rounds opened (and settled) `minutes` earlier: the server's clock moved on for them. */
const moveServerClock = (minutes: number) =>
  db.query(
    `update game_rounds set opened_at = opened_at - make_interval(mins => $1),
       settled_at = settled_at - make_interval(mins => $1)
     where member_id = (select id from members where phone_number = $2)`,
    [minutes, member.phoneNumber],
  );

/** One bet the house provider stakes through the signed wallet API (the wallet test kit's way). */
async function walletBet(baht: number) {
  const { rows } = await db.query<{ game_username: string }>(
    'select game_username from members where phone_number = $1',
    [member.phoneNumber],
  );
  const wallet = walletClient('HOUSE', E2E_SECRETS.HOUSE_PROVIDER_SECRET, fetchTransport(baseUrl));
  const answer = await wallet.bet({
    username: rows[0]!.game_username,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: 'slot',
    amount: baht * 100,
  });
  expect(answer.status).toBe('RS_OK');
}

const sessionOf = async (): Promise<PlaySession> => (await call(getPlaySession, { token })).data;
const realityCheck = (p: Page) => p.getByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น', exact: true });
const factOf = (dialog: Locator, term: string) =>
  dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
const shownNet = (net: number) =>
  `${net > 0 ? '+' : net < 0 ? '-' : ''}${Math.abs(net).toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท`;

/**
 * Both clocks move on 15 minutes: the page's timer is due, the page asks the server again, and the popup
 * shows that answer's numbers (real seconds pass during the test too: a minute more is the server's count).
 */
async function checkDue(p: Page, path: string, minutesPlayed: number) {
  await moveServerClock(15);
  const asked = p.waitForResponse((r) => r.url().endsWith(path));
  await p.clock.fastForward(PAST_DUE);
  const answer = getPlaySession.response.parse(await (await asked).json()).data;
  expect(answer.minutesPlayed - minutesPlayed).toBeGreaterThanOrEqual(0);
  expect(answer.minutesPlayed - minutesPlayed).toBeLessThanOrEqual(1);
  expect((await sessionOf()).net).toBe(answer.net);
  const dialog = realityCheck(p);
  await dialog.waitFor();
  expect(await factOf(dialog, 'เล่นมาแล้ว').textContent()).toBe(`${answer.minutesPlayed} นาที`);
  expect(await factOf(dialog, 'ได้เสียรอบนี้').textContent()).toBe(shownNet(answer.net));
  return dialog;
}

/** Axe clean and no side scroll at 390 px and 1366 px with the popup open; screenshots of both. */
async function checkLayout(p: Page, name: string) {
  for (const size of [{ width: 390, height: 780 }, LAPTOP_VIEWPORT]) {
    await p.setViewportSize(size);
    await expectNoSideScroll(p);
    await expectAccessible(p, `${name} reality check`);
    // Focus is inside the popup (the page behind is inert).
    expect(await realityCheck(p).locator(':focus').count()).toBe(1);
  }
  await screenshots(p, `reality-check-${name}`);
}

describe.skipIf(skip)('the reality check every 15 minutes of play', () => {
  beforeAll(async () => {
    database = await newPostgresDatabase();
    server = await startServer({ database, logFile: join(BUILD_ROOT, 'server-reality-check.log') });
    useServer(server.baseUrl);
    db = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await db.connect();
    member = await registerMember();
    token = await login(member);
    await bankFeedDeposit(member, 1_000);
    await call(putPlayLimits, { token, body: { realityCheckMinutes: 15 } });
    page = await appPage({
      storageState: {
        cookies: [],
        origins: [{ origin: server.baseUrl, localStorage: [{ name: STORAGE.token, value: token }] }],
      },
    });
    await page.clock.install();
  }, 180_000);

  afterAll(async () => {
    useServer(undefined);
    await page?.context().close();
    await db?.end();
    await server?.stop();
    await database?.drop();
  });

  it('shows in the member app what the server counts, comes back after "เล่นต่อ", leaves home', async () => {
    await walletBet(20);
    const asked = page.waitForResponse((r) => r.url().endsWith(getPlaySession.path));
    await page.goto('/user/play-care');
    expect((await (await asked).json()).data.startedAt).not.toBeNull();

    let dialog = await checkDue(page, getPlaySession.path, 15);
    expect(await factOf(dialog, 'ได้เสียรอบนี้').textContent()).toBe('-20.00 บาท');
    await checkLayout(page, 'app');
    const resumed = page.waitForResponse((r) => r.url().endsWith(getPlaySession.path));
    await dialog.getByRole('button', { name: 'เล่นต่อ', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await resumed;

    await walletBet(5); // still playing: the session goes on
    dialog = await checkDue(page, getPlaySession.path, 30);
    expect(await factOf(dialog, 'ได้เสียรอบนี้').textContent()).toBe('-25.00 บาท');
    await dialog.getByRole('button', { name: 'ออกจากเกม', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPath(page, '/user/home');
  });

  it('shows on a house game page too, and "ออกจากเกม" leaves the game', async () => {
    const asked = page.waitForResponse((r) => r.url().endsWith('/house/api/play-session'));
    await page.goto(await launchGame(token, 'TRADING'));
    const up = page.getByRole('button', { name: 'ขึ้น', exact: true });
    await waitReady(page, up);
    await asked;
    await pickChip(page, 10);
    await playRound(page, up);

    const dialog = await checkDue(page, '/house/api/play-session', 45);
    await checkLayout(page, 'house');
    await dialog.getByRole('button', { name: 'ออกจากเกม', exact: true }).click();
    await expectPath(page, '/user/game');
  });
});
