import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePartnerTransfers, gameProviders } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { useTestApp } from '../../../../test/test-app';
import { balancesOf, checkInvariants } from '../../ledger';
import { gamesWithPartner, injectTransport, newPlayer, playable } from '../test-kit';
import { walletClient } from '../../../lib/wallet-client';
import { seamlessSimulator } from './seamless-simulator';
import { transferSimulator } from './transfer-simulator';
import type { GamePartner } from './types';

/** Both integration styles through the games service, with each style's deterministic simulator. */
const t = useTestApp();
let db: Db;
beforeAll(async () => {
  db = t.database.db;
  await db.insert(gameProviders).values(
    ['SIMTRANSFER', 'SIMSEAMLESS'].map((partner) => ({
      partner,
      ch: 'sim-slot',
      name: 'สล็อตจำลอง',
      img: '',
      gameType: 'EGAMES',
      category: 'EGAMES',
    })),
  );
});

afterAll(async () => {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
});

const serviceFor = (partner: GamePartner) => gamesWithPartner(db, t.app.log, partner);
const transfersOf = (memberId: string) =>
  db.select().from(gamePartnerTransfers).where(eq(gamePartnerTransfers.memberId, memberId));

describe('transfer style', () => {
  it('launch moves the whole credit to the partner; reload brings back what the partner holds', async () => {
    const sim = transferSimulator();
    const games = serviceFor(sim);
    const p = await newPlayer(db, 100_000n);
    const { url } = await games.launch(p.memberId, { ch: 'sim-slot' });
    expect(url).toBe(`https://transfer-simulator.invalid/play?user=${p.username}&game=sim-slot`);
    expect(await playable(db, p.memberId)).toBe(0n);
    expect(await sim.balance(p.username)).toBe(100_000n);
    sim.play(p.username, 25_050n); // the member won 250.50 baht on the partner's side
    expect(await games.reload(p.memberId)).toEqual({ balance: 1_250.5 });
    expect(await sim.balance(p.username)).toBe(0n);
    expect(await games.reload(p.memberId)).toEqual({ balance: 1_250.5 });
    expect((await balancesOf(db, p.memberId)).gameWallet.balance).toBe(125_050n);
    // The second reload found nothing: recorded as an `in` of 0, so nothing is counted as held there.
    expect((await transfersOf(p.memberId)).map((r) => [r.direction, r.status, r.amount])).toEqual([
      ['out', 'done', 100_000n],
      ['in', 'done', 125_050n],
      ['in', 'done', 0n],
    ]);
  });

  it('gives the credit back at once when the partner refuses it', async () => {
    const games = serviceFor(transferSimulator());
    const p = await newPlayer(db, 1_013n); // the simulator refuses amounts ending in 13 satang
    await expect(games.launch(p.memberId, { ch: 'sim-slot' })).rejects.toMatchObject({
      message: TH.gameTransferFailed,
    });
    expect(await playable(db, p.memberId)).toBe(1_013n);
    expect((await transfersOf(p.memberId)).map((r) => r.status)).toEqual(['failed']);
  });

  it('asks again, with the same id, about a transfer whose answer was lost', async () => {
    const sim = transferSimulator();
    const games = serviceFor(sim);
    const p = await newPlayer(db, 50_000n);
    sim.loseNextAnswers(1);
    await expect(games.launch(p.memberId, { ch: 'sim-slot' })).rejects.toMatchObject({
      message: TH.gameTransferFailed,
    });
    expect(await playable(db, p.memberId)).toBe(0n); // out of our ledger, on the partner's side
    expect(await sim.balance(p.username)).toBe(50_000n);
    sim.loseNextAnswers(1);
    await expect(games.reload(p.memberId)).rejects.toMatchObject({ message: TH.gameTransferFailed });
    expect(await games.reload(p.memberId)).toEqual({ balance: 500 });
    expect(await sim.balance(p.username)).toBe(0n);
    expect((await transfersOf(p.memberId)).map((r) => [r.direction, r.status])).toEqual([
      ['out', 'done'],
      ['in', 'done'],
    ]);
    expect((await balancesOf(db, p.memberId)).gameWallet.balance).toBe(50_000n);
  });
});

describe('seamless style', () => {
  it('launches to the partner and plays through the wallet API; the credit never leaves the ledger', async () => {
    const sim = seamlessSimulator(
      'HOUSE',
      t.env.HOUSE_PROVIDER_SECRET,
      walletClient('HOUSE', t.env.HOUSE_PROVIDER_SECRET, injectTransport(t.app)),
    );
    const p = await newPlayer(db, 10_000n);
    const { url } = await serviceFor({ ...sim, name: 'SIMSEAMLESS' }).launch(p.memberId, { ch: 'sim-slot' });
    expect(url).toBe(`https://seamless-simulator.invalid/play?user=${p.username}&game=sim-slot`);
    expect(await playable(db, p.memberId)).toBe(10_000n);
    const played = await sim.round(p.username, 2_000, 5_000);
    expect(played.bet).toEqual({ status: 'RS_OK', balance: 8_000 });
    expect(played.win).toEqual({ status: 'RS_OK', balance: 13_000 });
    expect(await serviceFor(sim).reload(p.memberId)).toEqual({ balance: 130 });
  });
});
