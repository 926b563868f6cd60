import type { LiveEvent, LiveKind } from '@chokdee/contracts';
import { houseStartSession } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveRounds } from '../../../db/schema';
import type { Database, Db } from '../../../db/types';
import { memberHeaders, memberRow, registerMember } from '../../../../test/factories';
import { deposit } from '../../ledger/test-kit';
import { houseCaller } from '../test-kit';
import { rulesOf } from './kinds';

/**
 * Helpers for the live tables' tests (not used by the server): a member launched into the house provider
 * with credit, and a reader of a table's event stream over real HTTP.
 */
export async function liveMember(app: FastifyInstance, database: Database, base: string, satang: bigint) {
  const m = await registerMember(app);
  const row = (await memberRow(database, m.phoneNumber))!;
  await deposit(database.db, row.id, satang);
  const launched = await app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch: 'house-baccarat' },
  });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await houseCaller(() => base)(houseStartSession, { launchToken });
  return {
    memberId: row.id,
    username: row.gameUsername,
    session: started.body.data.sessionToken as string,
    memberToken: m.token,
  };
}

/**
 * Closes a listening test app. The test's fetch client may hold a pooled connection it never sent a request
 * on, and the server would wait for it until its headers timeout (past the hook's): close stops taking new
 * connections, then the leftovers go, again until the close is done (the streams' places are freed in the
 * database before the server stops, and the client's pool may hand over a connection meanwhile).
 */
export async function closeListening(app: FastifyInstance) {
  const closing = app.close();
  app.server.closeAllConnections();
  const sweep = setInterval(() => app.server.closeAllConnections(), 100);
  await closing.finally(() => clearInterval(sweep));
}

/** Reads a table's event stream into `events` until `stop()`. */
export function readEvents(url: string, headers: Record<string, string> = {}) {
  const events: LiveEvent[] = [];
  const controller = new AbortController();
  const opened = fetch(url, { headers, signal: controller.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return res;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
      }
    }
  });
  return {
    events,
    done: opened.catch(() => undefined),
    stop: () => controller.abort(),
  };
}

/**
 * A stacked shoe or loaded dice for one round: replaces the stored draw of a round still open for bets with
 * the one the kind's own rules deal from `values` (card ids, or die faces 1-6, in dealing order). The dealer
 * shows and settles whatever draw the round row holds, so a test gets the outcome it needs (a triple, a tie)
 * through the real dealing and settlement. The round then no longer matches its shoe's seed.
 */
export async function stackRound(db: Db, roundId: string, kind: LiveKind, values: readonly number[]) {
  let i = 0;
  const next = () => {
    const value = values[i++];
    if (value === undefined)
      throw new RangeError(`the stacked ${kind} round needs more than ${values.length}`);
    return value;
  };
  const rules = rulesOf(kind);
  const { steps, result, state } =
    rules.source === 'dice' ? rules.drawDice!({ int: () => next() - 1 }) : rules.drawCards!(next);
  const stacked = await db
    .update(liveRounds)
    .set({ draw: { steps, result, state } })
    .where(and(eq(liveRounds.id, roundId), eq(liveRounds.phase, 'betting')))
    .returning({ id: liveRounds.id });
  if (stacked.length !== 1) throw new Error(`round ${roundId} is no longer open for bets`);
}
