import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDatabase } from './server-database';
import {
  depositFrom,
  postFeed,
  registerOverHttp,
  startServer,
  stopServer,
  type LiveServer,
} from './live-server';

/**
 * A staff notification outlives the process that queued it: a real server credits a large deposit (the
 * notification's job commits with it), starts sending it to a LINE stub that never answers, and is killed
 * with SIGKILL. A second server on the same database takes the job once its heartbeat stops and sends
 * it: one delivery, with the same retry key as the try that died.
 */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];

let dbEnv: Record<string, string>;
let dropDatabase = async () => {};
const servers: LiveServer[] = [];

/** LINE's push API as far as this test needs it: one delivery per retry key, a repeat answered 409. */
function lineStub() {
  const tries: { key: string | undefined; text: string }[] = [];
  const delivered = new Map<string, string>();
  const held: ServerResponse[] = [];
  let hold = true;
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const key = req.headers['x-line-retry-key'] as string | undefined;
    const text = (JSON.parse(body) as { messages: { text: string }[] }).messages[0]!.text;
    tries.push({ key, text });
    // The first server's try: no answer ever (the server dies waiting).
    if (hold) return void held.push(res);
    const repeat = key !== undefined && delivered.has(key);
    if (key && !repeat) delivered.set(key, text);
    res.writeHead(repeat ? 409 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(repeat ? { message: 'The retry key is already accepted' } : {}));
  });
  return {
    tries,
    delivered,
    answer: () => void (hold = false),
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
const line = lineStub();
let lineUrl = '';

beforeAll(async () => {
  lineUrl = await line.listen();
  const database = await serverDatabase('chokdee-notify');
  dbEnv = database.env;
  dropDatabase = database.drop;
});

afterAll(async () => {
  for (const s of servers) await stopServer(s, 'SIGKILL');
  await line.close();
  await dropDatabase();
});

async function start() {
  const server = await startServer(SOURCE, {
    ...dbEnv,
    LOOKUP_IP_LIMIT_PER_MIN: '1000',
    PAYOUT_RECOVERY_SEC: '3600',
    NOTIFY_LARGE_DEPOSIT_BAHT: '100',
    LINE_CHANNEL_TOKEN: 'line-test-token',
    LINE_TO: 'C0123456789abcdef',
    LINE_API_URL: lineUrl,
  });
  servers.push(server);
  return server;
}

describe('a notification queued by a process that is then killed', () => {
  it('is sent once by the next process, with the same retry key', { timeout: 180_000 }, async () => {
    const first = await start();
    const member = await registerOverHttp(first.base, 1);
    const credited = await postFeed(first.base, [depositFrom(member, 'NOTIFYCRASH1', 25_000)]);
    expect([...credited.values()]).toEqual(['credited']);

    // The first server is sending it (and will never hear back): kill it now.
    await expect.poll(() => line.tries.length, { timeout: 15_000 }).toBe(1);
    await stopServer(first, 'SIGKILL');
    expect(line.delivered.size).toBe(0);

    line.answer();
    await start();
    // Its heartbeat gone (10 s), the job is tried again by the second server.
    await expect.poll(() => line.delivered.size, { timeout: 60_000 }).toBe(1);
    const [key] = [...line.delivered.keys()];
    expect(line.tries.map((t) => t.key)).toEqual(line.tries.map(() => key));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.delivered.get(key!)).toMatch(/^ยอดฝากสูง 250 บาท/);
    expect(line.tries.length).toBeGreaterThanOrEqual(2);
  });
});
