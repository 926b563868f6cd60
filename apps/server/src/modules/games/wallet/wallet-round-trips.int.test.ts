import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { WalletAnswer } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import type { Db } from '../../../db/types';
import { HOUSE_PARTNER } from '../../../seed/demo-content';
import { useTestApp } from '../../../../test/test-app';
import { defaultPartners } from '../partners/registry';
import { newPlayer } from '../test-kit';
import { playGate } from '../../play-limits/test-kit';
import { createWalletService, type WalletService } from './service';

/**
 * Statements each wallet call sends, counted on a second drizzle handle over the test database's own
 * client (docs/BENCHMARKS.md: round trips are what a call costs under load). `begin` and `commit` are
 * left out: node-postgres sends them as statements, PGlite inside its own transaction call, so a call's
 * round trips on PostgreSQL are these counts plus 2.
 */
const t = useTestApp();
let db: Db;
let wallet: WalletService;
const sent: string[] = [];
beforeAll(() => {
  db = t.database.db;
  const logger = {
    logQuery: (query: string) => {
      if (!/^(begin|commit|rollback)\b/i.test(query)) sent.push(query);
    },
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const counted =
    t.database.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  wallet = createWalletService(counted as unknown as Db, defaultPartners(t.env), {
    satangPerTicket: BigInt(t.env.SPIN_TICKET_EVERY_BAHT) * 100n,
    maintenance: async () => undefined,
    playGate,
  });
});

/** `<statements sent> <answer status>` of one call. */
async function measure(call: () => Promise<WalletAnswer>) {
  sent.length = 0;
  const { status } = await call();
  return `${sent.length} ${status}`;
}

const id = () => randomUUID();

describe('round trips per wallet call', () => {
  it('bet, win, repeat and refusals send a fixed number of statements', async () => {
    const p = await newPlayer(db, 10_000n);
    const bet = { username: p.username, transactionId: id(), roundId: id(), gameCode: 'slot', amount: 100 };
    const win = { ...bet, transactionId: id(), amount: 300 };
    const another = () => ({ ...bet, transactionId: id(), roundId: id() });
    // The partner's house account is created by its first use: not what a call costs afterwards.
    await wallet.bet(HOUSE_PARTNER, another());
    const [lost, refunded] = [another(), another()];
    const counts = {
      betNewRound: await measure(() => wallet.bet(HOUSE_PARTNER, bet)),
      betSameRound: await measure(() => wallet.bet(HOUSE_PARTNER, { ...bet, transactionId: id() })),
      repeat: await measure(() => wallet.bet(HOUSE_PARTNER, bet)),
      repeatOtherFields: await measure(() => wallet.bet(HOUSE_PARTNER, { ...bet, amount: 1 })),
      win: await measure(() => wallet.win(HOUSE_PARTNER, win)),
      winRepeat: await measure(() => wallet.win(HOUSE_PARTNER, win)),
      winOfZero: await wallet
        .bet(HOUSE_PARTNER, lost)
        .then(() => measure(() => wallet.win(HOUSE_PARTNER, { ...lost, transactionId: id(), amount: 0 }))),
      winWithoutBet: await measure(() => wallet.win(HOUSE_PARTNER, { ...another(), amount: 300 })),
      notEnoughMoney: await measure(() => wallet.bet(HOUSE_PARTNER, { ...another(), amount: 1_000_000 })),
      unknownUser: await measure(() => wallet.bet(HOUSE_PARTNER, { ...another(), username: 'nobody-here' })),
      rollback: await wallet.bet(HOUSE_PARTNER, refunded).then(() =>
        measure(() =>
          wallet.rollback(HOUSE_PARTNER, {
            username: p.username,
            transactionId: id(),
            refTransactionId: refunded.transactionId,
          }),
        ),
      ),
    };
    // Before claimCall and finishCall folded them: 8, 9, 3, 4, 7, 3, 6, 5, 8, 1 and 9 statements.
    expect(counts).toEqual({
      betNewRound: '6 RS_OK', // claim + round, play gate, ledger lock, ledger write, balance, answer + round
      betSameRound: '6 RS_OK',
      repeat: '1 RS_OK',
      repeatOtherFields: '2 RS_ERROR_UNKNOWN', // + the balance for the refusal
      win: '5 RS_OK', // claim + round, ledger write, ticket progress, balance, answer + round
      winRepeat: '1 RS_OK',
      winOfZero: '4 RS_OK', // + the ticket progress (a lost round counts); a ticket earned adds its transfer
      winWithoutBet: '4 RS_ERROR_TRANSACTION_DOES_NOT_EXIST', // + the round read again (see the win)
      notEnoughMoney: '6 RS_ERROR_NOT_ENOUGH_MONEY', // the round it opened goes with the answer
      unknownUser: '1 RS_ERROR_UNKNOWN_USER',
      rollback: '6 RS_OK', // claim, its bet, its round, ledger write, balance, answer + round + bet
    });
  });

  it('a bet of a member with a session limit pays one statement more: the session read', async () => {
    const p = await newPlayer(db, 10_000n);
    await db.insert(schema.playLimits).values({ memberId: p.memberId, sessionMinutes: 60 });
    const bet = () => ({
      username: p.username,
      transactionId: id(),
      roundId: id(),
      gameCode: 'slot',
      amount: 100,
    });
    await wallet.bet(HOUSE_PARTNER, bet());
    // claim + round, limits row, session (play-limits/session-repo.ts), ledger lock, ledger write, balance,
    // answer + round
    expect(await measure(() => wallet.bet(HOUSE_PARTNER, bet()))).toBe('7 RS_OK');
  });
});
