import { randomUUID } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, type WalletWinBody } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameTransactions, spinTicketProgress } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { HOUSE_PARTNER } from '../../../seed/demo-content';
import { useTestApp } from '../../../../test/test-app';
import { balancesOf, checkInvariants } from '../../ledger';
import { roundTripsOf } from '../../ledger/test-kit';
import { houseWallet, newPlayer, playable, roundOf, type Player } from '../test-kit';
import type { WalletClient } from '../../../lib/wallet-client';
import { signBody } from '../../../lib/wallet-signature';

/**
 * `wins`: many members' wins in one call must come out exactly as each win sent alone to `win` (answers,
 * rounds, balances, spin tickets), refuse per win what `win` refuses, answer repeats with the first answer
 * whichever way they come, and cost a fixed number of statements however many wins it carries.
 */
const t = useTestApp();
let db: Db;
let wallet: WalletClient;
beforeAll(() => {
  db = t.database.db;
  wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
});

const id = () => randomUUID();
const game = 'live-baccarat';

/** Round shapes a live table settles: a win, a loss (0), a push, a hedge of two bets, the partner's turnover. */
const CASES = [
  { bets: [1_000], win: 1_950 },
  { bets: [1_000], win: 0 },
  { bets: [2_000], win: 2_000 },
  { bets: [1_000, 1_000], win: 1_950 },
  { bets: [50_000], win: 0, turnover: 30_000 },
  { bets: [400_000], win: 800_000 },
];

/** A member per case, each with the case's bets placed in a round of its own; answers their win bodies. */
async function openRounds(): Promise<{ players: Player[]; wins: WalletWinBody[] }> {
  const players = await Promise.all(CASES.map(() => newPlayer(db, 1_000_000n)));
  const wins = await Promise.all(
    CASES.map(async (c, i) => {
      const username = players[i]!.username;
      const roundId = id();
      for (const amount of c.bets) {
        expect(
          (await wallet.bet({ username, transactionId: id(), roundId, gameCode: game, amount })).status,
        ).toBe('RS_OK');
      }
      return {
        username,
        transactionId: id(),
        roundId,
        gameCode: game,
        amount: c.win,
        ...(c.turnover !== undefined && { turnover: c.turnover }),
      };
    }),
  );
  return { players, wins };
}

/** What a settled win left: the member's balances and ticket progress, the round's settlement. */
async function outcomeOf(p: Player, win: WalletWinBody) {
  const round = await roundOf(db, win.roundId);
  const balances = await balancesOf(db, p.memberId);
  const [progress] = await db
    .select({ carried: spinTicketProgress.carried })
    .from(spinTicketProgress)
    .where(eq(spinTicketProgress.memberId, p.memberId));
  return {
    playable: balances.gameWallet.available,
    tickets: balances.spinWallet.balance,
    carried: progress?.carried ?? 0n,
    round: {
      status: round!.status,
      winAmount: round!.winAmount,
      result: round!.result,
      turnover: round!.turnover,
    },
  };
}

describe('wins: many members in one call', () => {
  it('settles every round exactly as the same wins sent one by one', async () => {
    const alone = await openRounds();
    const together = await openRounds();
    const answersAlone = [];
    for (const w of alone.wins) answersAlone.push(await wallet.win(w));
    const answersTogether = await wallet.wins(together.wins);

    expect(answersTogether).toEqual(answersAlone);
    for (const [i, c] of CASES.entries()) {
      const expected = await outcomeOf(alone.players[i]!, alone.wins[i]!);
      expect({ case: c, ...(await outcomeOf(together.players[i]!, together.wins[i]!)) }).toEqual({
        case: c,
        ...expected,
      });
    }
    // The 4,000-baht stake earns spin tickets (one per SPIN_TICKET_EVERY_BAHT of turnover): exercised above.
    expect((await outcomeOf(together.players[5]!, together.wins[5]!)).tickets).toBeGreaterThan(0n);
    expect(await checkInvariants(db)).toMatchObject({ ok: true });
  });

  it('refuses per win what win refuses, and pays the others of the call', async () => {
    const { players, wins } = await openRounds();
    const stranger = await newPlayer(db, 0n);
    const settledAlready = wins[1]!;
    await wallet.win(settledAlready);
    const taken = { ...wins[2]!, transactionId: settledAlready.transactionId }; // another call's id
    const call = [
      wins[0]!,
      { ...settledAlready, transactionId: id() }, // its round is settled
      { ...wins[3]!, roundId: id() }, // no bet in this round
      { ...wins[4]!, username: stranger.username }, // someone else's round
      { ...wins[5]!, username: 'nobody-here' },
      taken,
    ];
    const answers = await wallet.wins(call);
    expect(answers.map((a) => a.status)).toEqual([
      'RS_OK',
      'RS_ERROR_ROUND_CLOSED',
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      'RS_ERROR_UNKNOWN',
      'RS_ERROR_UNKNOWN_USER',
      'RS_ERROR_UNKNOWN',
    ]);
    expect(answers[0]!.balance).toBe(Number(await playable(db, players[0]!.memberId)));
    expect(answers[3]!.balance).toBe(0);
    expect(answers[5]!.balance).toBe(Number(await playable(db, players[2]!.memberId)));
    // Refused calls changed no round: win 4's and 5's rounds are still open.
    expect((await roundOf(db, wins[4]!.roundId))!.status).toBe('open');
    expect((await roundOf(db, wins[3]!.roundId))!.status).toBe('open');
    const stored = await db
      .select({ status: gameTransactions.status, answer: gameTransactions.answerStatus })
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, call[2]!.transactionId));
    expect(stored).toEqual([{ status: 'refused', answer: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' }]);
    expect(await checkInvariants(db)).toMatchObject({ ok: true });
  });

  it('answers repeats with the first answer, alone or in a call, and pays once', async () => {
    const { players, wins } = await openRounds();
    const first = await wallet.win(wins[0]!);
    const answers = await wallet.wins(wins);
    expect(answers[0]).toEqual(first);
    const balances = await Promise.all(players.map((p) => playable(db, p.memberId)));
    expect(await wallet.wins([...wins].reverse())).toEqual([...answers].reverse());
    for (const [i, w] of wins.entries()) expect(await wallet.win(w)).toEqual(answers[i]);
    expect(await Promise.all(players.map((p) => playable(db, p.memberId)))).toEqual(balances);
    // A repeat that changed a field is another call with a taken id.
    expect((await wallet.wins([{ ...wins[0]!, amount: wins[0]!.amount + 1 }]))[0]!.status).toBe(
      'RS_ERROR_UNKNOWN',
    );
    expect(await checkInvariants(db)).toMatchObject({ ok: true });
  });

  it('sends the same number of statements for 6 wins as for 60', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite has no round trips to count
    const statementsFor = async (n: number) => {
      const sets = await Promise.all(Array.from({ length: n / CASES.length }, () => openRounds()));
      const wins = sets.flatMap((s) => s.wins);
      return (await roundTripsOf(() => wallet.wins(wins))).length;
    };
    const six = await statementsFor(6);
    expect(await statementsFor(60)).toBe(six);
    // begin, claim, rounds, accounts + credits, progress, ticket accounts + tickets, balances, answers,
    // commit: 11; here 3 more, for the ticket wallets these new members' first tickets create.
    expect(six).toBe(14);
  });

  it('takes a signed body of at most 200 wins, each id and username once', async () => {
    const { wins } = await openRounds();
    const post = (body: unknown, secret = t.env.HOUSE_PROVIDER_SECRET) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: `/provider/v1/${HOUSE_PARTNER}/wins`,
        payload: raw,
        headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signBody(secret, raw) },
      });
    };
    const refused = { status: 'RS_ERROR_UNKNOWN', balance: 0 };
    for (const body of [
      { wins: [] },
      { wins: [wins[0], { ...wins[1], transactionId: wins[0]!.transactionId }] },
      { wins: [wins[0], { ...wins[1], username: wins[0]!.username }] },
      { wins: Array.from({ length: 201 }, () => ({ ...wins[0], transactionId: id(), username: id() })) },
      { wins: [wins[0]], extra: 1 },
    ]) {
      const res = await post(body);
      expect({ code: res.statusCode, body: res.json() }).toEqual({ code: 400, body: refused });
    }
    const forged = await post({ wins: [wins[0]] }, 'not-the-secret');
    expect(forged.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 });
    expect((await roundOf(db, wins[0]!.roundId))!.status).toBe('open');
    const res = await post({ wins: [wins[0]] });
    expect(res.json()).toEqual({ answers: [expect.objectContaining({ status: 'RS_OK' })] });
  });
});
