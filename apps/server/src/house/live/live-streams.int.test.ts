import { TH } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/types';
import { seedContent } from '../../seed/demo-content';
import { postLogout } from '../../../test/factories';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { testClock } from './clock';
import type { LiveModule } from './index';
import { STREAMS_PER_MEMBER } from './stream-slots';
import { closeListening, liveMember, readEvents } from './test-kit';

/**
 * The live event streams' tickets and their number (docs/ABUSE.md 16.12): two processes on one database, as
 * two servers behind one site, each with its own streams; what one process allowed the other knows.
 */
const clock = testClock();
let database: Database;
const servers: { app: Awaited<ReturnType<typeof buildApp>>; base: string; mod: LiveModule }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  await seedContent(database.db, env);
  for (let i = 0; i < 2; i++) {
    let mod!: LiveModule;
    const app = await buildApp({ env, database, live: { clock, deal: false, expose: (m) => (mod = m) } });
    servers.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }), mod });
  }
});
afterAll(async () => {
  for (const { app } of servers) await closeListening(app);
  await database?.close();
});

const A = () => servers[0]!;
const openStreams = () => servers.reduce((n, s) => n + s.mod.streams.openCount(), 0);
const B = () => servers[1]!;
const eventsUrl = (base: string, ticket: string) =>
  `${base}/house/api/live/tables/bac-1/events?ticket=${encodeURIComponent(ticket)}`;

async function ticketOf(base: string, session: string): Promise<string> {
  const res = await fetch(`${base}/house/api/live/tables/bac-1/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

/** Opens a stream with a fresh ticket and waits for its first event (the snapshot). */
async function openStream(base: string, session: string) {
  const stream = readEvents(eventsUrl(base, await ticketOf(base, session)));
  await vi.waitFor(() => expect(stream.events[0]?.type).toBe('snapshot'), { timeout: 5_000 });
  return stream;
}

/** A refused stream: its status and message (the refusal is JSON, not a stream). */
async function refusal(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (res.ok) {
    controller.abort();
    return { status: res.status, message: 'a stream was opened' };
  }
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

describe('a live stream ticket', () => {
  it('opens one stream: a second use is refused, on this process or another', async () => {
    const m = await liveMember(A().app, database, A().base, 100n);
    const ticket = await ticketOf(A().base, m.session);
    const first = readEvents(eventsUrl(A().base, ticket));
    await vi.waitFor(() => expect(first.events[0]?.type).toBe('snapshot'), { timeout: 5_000 });
    first.stop();
    await first.done;
    const expired = { status: 401, message: TH.houseSessionExpired };
    expect(await refusal(eventsUrl(A().base, ticket))).toEqual(expired);
    expect(await refusal(eventsUrl(B().base, ticket))).toEqual(expired);
  });

  it('opens nothing once the member has signed out', async () => {
    const m = await liveMember(A().app, database, A().base, 100n);
    const ticket = await ticketOf(A().base, m.session);
    expect((await postLogout(A().app, m.memberToken)).statusCode).toBe(200);
    expect(await refusal(eventsUrl(A().base, ticket))).toEqual({
      status: 401,
      message: TH.houseSessionExpired,
    });
  });
});

describe('live streams of one member', () => {
  it(`are at most ${STREAMS_PER_MEMBER} across processes; a closed one frees its place`, async () => {
    const m = await liveMember(A().app, database, A().base, 100n);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i++)
      streams.push(await openStream((i % 2 ? B : A)().base, m.session));

    const tooMany = { status: 429, message: TH.liveTooManyStreams };
    expect(await refusal(eventsUrl(A().base, await ticketOf(A().base, m.session)))).toEqual(tooMany);
    expect(await refusal(eventsUrl(B().base, await ticketOf(B().base, m.session)))).toEqual(tooMany);
    // Another member is not held back by this one.
    const other = await liveMember(A().app, database, A().base, 100n);
    (await openStream(B().base, other.session)).stop();

    streams.pop()!.stop();
    await vi.waitFor(() => expect(openStreams()).toBe(STREAMS_PER_MEMBER - 1));
    const reopened = await vi.waitFor(async () => {
      const again = readEvents(eventsUrl(A().base, await ticketOf(A().base, m.session)));
      const res = await Promise.race([again.done, new Promise((r) => setTimeout(r, 300))]);
      expect(res, 'refused while the closed stream still counted').toBeUndefined();
      return again;
    });
    await vi.waitFor(() => expect(reopened.events[0]?.type).toBe('snapshot'));
    streams.push(reopened);
    for (const s of streams) s.stop();
    await vi.waitFor(() => expect(openStreams()).toBe(0));
  });
});
