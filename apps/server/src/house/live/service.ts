import {
  fillMessage,
  LIVE_STAKE_LIMITS,
  liveBets,
  liveSpot,
  TH,
  type LiveEvent,
  type LiveKind,
  type LivePhase,
  type LiveTableSummary,
} from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { refuseNewPlay, type MaintenanceNotice } from '../../lib/maintenance';
import type { WalletRounds } from '../provider/wallet-round';
import type { LiveClock } from './clock';
import { drawOf } from './dealer';
import {
  betTotals,
  findRound,
  findShoe,
  findTable,
  insertBet,
  latestRound,
  listTables,
  lockBettingRound,
  lockMemberRound,
  moveBet,
  roundsOfShoe,
  shoeResults,
  standingBets,
  type LiveShoeRow,
} from './repo';
import { gameCodeOf, sumBets, walletIds } from './settle';

const shoeInfo = (s: LiveShoeRow) => ({
  id: s.id,
  shoeNo: s.shoeNo,
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
});
/** A round's steps members have seen, and its result once all are shown. */
const shown = (round: Parameters<typeof drawOf>[0]) => {
  const draw = drawOf(round);
  const visible = round.phase === 'settling' || round.phase === 'done';
  return {
    steps: draw.steps.slice(0, visible ? draw.steps.length : round.revealed),
    result: visible ? draw.result : null,
  };
};

/**
 * The members' side of the live tables: bets (taken through the seamless wallet at once), the table list,
 * the snapshot a stream starts with, and the verification of a finished shoe.
 */
export function createLiveService({
  db,
  rounds,
  clock,
  betsChanged,
  maintenance,
}: {
  db: Db;
  /** The house's wallet-round protocol (house/provider/wallet-round.ts). */
  rounds: WalletRounds;
  clock: LiveClock;
  /** Told after each placed bet: the `bets` event of the table follows (throttled). */
  betsChanged: (tableId: string, roundId: string) => void;
  /** The operator's maintenance notice: no bet is taken while it is on; rounds open still settle. */
  maintenance: MaintenanceNotice;
}) {
  async function tableOf(tableId: string) {
    const table = await findTable(db, tableId);
    if (!table) throw fail('NOT_FOUND', 'liveTableNotFound');
    return { ...table, kind: table.kind as LiveKind };
  }

  return {
    tableOf,

    async placeBets(
      username: string,
      body: { tableId: string; roundId: string; bets: Record<string, unknown> },
    ) {
      await refuseNewPlay(maintenance);
      const table = await tableOf(body.tableId);
      const parsed = liveBets(table.kind).safeParse(body.bets);
      if (!parsed.success) throw fail('VALIDATION', 'invalidRequest', parsed.error.issues[0]?.message);
      const bets = Object.fromEntries(
        Object.entries(parsed.data).filter(([, v]) => v !== undefined),
      ) as Record<string, number>;
      const stake = Object.values(bets).reduce((sum, baht) => sum + BigInt(baht) * 100n, 0n);
      const { maxBaht } = LIVE_STAKE_LIMITS[table.kind];

      // Recorded before the wallet call, under the round's share lock: the dealer's close waits for it.
      const { bet, roundBets } = await db.transaction(async (tx) => {
        if (!(await lockBettingRound(tx, clock, table.id, body.roundId))) {
          const round = await findRound(tx, body.roundId);
          throw round?.tableId === table.id
            ? fail('CONFLICT', 'liveBetsClosed')
            : fail('NOT_FOUND', 'liveTableNotFound');
        }
        await lockMemberRound(tx, body.roundId, username);
        const roundBets = sumBets([...(await standingBets(tx, body.roundId, username)), { bets }]);
        for (const [code, baht] of Object.entries(roundBets)) {
          if (baht > maxBaht) {
            const label = liveSpot(table.kind, code)?.th ?? code;
            throw fail(
              'VALIDATION',
              'liveRoundLimit',
              fillMessage(TH.liveRoundLimit, { code: label, max: maxBaht }),
            );
          }
        }
        return { bet: await insertBet(tx, { roundId: body.roundId, username, bets, stake }), roundBets };
      });

      const balance = await rounds.stake(
        {
          username,
          transactionId: walletIds.bet(bet.id),
          roundId: walletIds.round(bet.roundId, username),
          gameCode: gameCodeOf(table.kind),
          amount: Number(stake),
        },
        walletIds.rollback(bet.id),
        {
          // The dealer rolls back a bet whose answer it gave up waiting for; then this one no longer stands.
          placed: async () => {
            if (!(await moveBet(db, bet.id, 'pending', 'placed'))) throw fail('CONFLICT', 'liveBetsClosed');
          },
          refused: () => moveBet(db, bet.id, 'pending', 'refused'),
          rolledBack: () => moveBet(db, bet.id, 'pending', 'rolledBack'),
        },
      );
      betsChanged(table.id, bet.roundId);
      return {
        betId: bet.id,
        roundId: bet.roundId,
        bets,
        roundBets,
        balance: toBaht(balance),
      };
    },

    async listTables(): Promise<LiveTableSummary[]> {
      const tables = await listTables(db);
      const latest = await Promise.all(tables.map((t) => latestRound(db, clock, t.id)));
      const results = await shoeResults(
        db,
        latest.flatMap((l) => (l ? [l.shoe.id] : [])),
      );
      return Promise.all(
        tables.map(async (t, i) => {
          const l = latest[i];
          return {
            id: t.id,
            kind: t.kind as LiveKind,
            name: t.name,
            phase: (l?.round.phase as LivePhase | undefined) ?? null,
            roundNo: l?.round.roundNo ?? null,
            msLeft: l?.round.phase === 'betting' ? l.msLeft : 0,
            players: l ? (await betTotals(db, l.round.id)).players : 0,
            shoe: l ? shoeInfo(l.shoe) : null,
            results: results.filter((r) => r.shoeId === l?.shoe.id).map((r) => drawOf(r as never).result),
          };
        }),
      );
    },

    /** The first event of a stream: everything a member joining now needs to draw the table. */
    async snapshot(tableId: string): Promise<Extract<LiveEvent, { type: 'snapshot' }>> {
      const table = await tableOf(tableId);
      const l = await latestRound(db, clock, tableId);
      const results = l ? await shoeResults(db, [l.shoe.id]) : [];
      return {
        type: 'snapshot',
        table: { id: table.id, kind: table.kind, name: table.name },
        serverNow: new Date(Date.now() + clock.offsetMs).toISOString(),
        round: l
          ? {
              id: l.round.id,
              roundNo: l.round.roundNo,
              handNo: l.round.handNo,
              phase: l.round.phase as LivePhase,
              betsCloseAt: l.round.betsCloseAt.toISOString(),
              msLeft: l.round.phase === 'betting' ? l.msLeft : 0,
              ...shown(l.round),
            }
          : null,
        shoe: l ? shoeInfo(l.shoe) : null,
        results: results.map((r) => drawOf(r as never).result),
        bets: l ? await betTotals(db, l.round.id) : { players: 0, totals: {} },
      };
    },

    betTotals: (roundId: string) => betTotals(db, roundId),

    /** A shoe for the verify page; its seed and rounds only once it has ended (revealed). */
    async verifyShoe(shoeId: string) {
      const shoe = await findShoe(db, shoeId);
      if (!shoe) throw fail('NOT_FOUND', 'liveTableNotFound');
      const table = await tableOf(shoe.tableId);
      const rounds = shoe.revealedAt ? await roundsOfShoe(db, shoe.id) : [];
      return {
        ...shoeInfo(shoe),
        tableId: shoe.tableId,
        kind: table.kind,
        serverSeed: shoe.revealedAt ? shoe.serverSeed : null,
        rounds: rounds
          .map((r) => ({ roundNo: r.roundNo, handNo: r.handNo, ...drawOf(r) }))
          .map(({ roundNo, handNo, steps, result }) => ({ roundNo, handNo, steps, result })),
      };
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
