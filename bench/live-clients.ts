import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { callOk, memberHeaders, type LiveMember } from '../apps/server/test/crash/live-server';
import { percentile, startProcess, stopProcess } from './lib';

/** One Server-Sent Event as a bench client got it: its name, data and arrival time. */
export interface Frame {
  type: string;
  data: Record<string, unknown>;
  at: number;
}

/** One event-stream connection: calls `onFrame` for each event as it arrives; the answer ends it. */
export function connect(url: string, headers: Record<string, string>, onFrame: (f: Frame) => void) {
  let buffer = '';
  let res: IncomingMessage | undefined;
  const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (r) => {
    res = r;
    r.setEncoding('utf8');
    r.on('data', (chunk: string) => {
      const at = Date.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data) onFrame({ type, data: JSON.parse(data) as Record<string, unknown>, at });
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  return () => {
    res?.destroy();
    req.destroy();
  };
}

/** A process's resident memory in MB (Linux /proc). */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** How far apart a series' values lie: (max − min) ÷ min, the soaks' "flat" (min taken as at least 1). */
export const spreadOverMin = (xs: number[]) =>
  (Math.max(...xs) - Math.min(...xs)) / Math.max(1, Math.min(...xs));

export const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
};

/**
 * The live benches' baseline: bench/bare-sse-server.ts (one event a second, serialised once, no framework,
 * database or authentication) to `clients` connections of the same client code, for `seconds`.
 */
/**
 * The bare SSE server with `clients` connections for `seconds`: its send → arrival summary, and the p99 of each
 * whole minute (the noise floor of "flat" on this machine, for the soak).
 */
export async function bareSseBaseline(clients: number, seconds: number) {
  const port = 3901;
  const child = await startProcess(
    ['--import', 'tsx', 'bench/bare-sse-server.ts'],
    { PORT: String(port) },
    'bare sse ready',
  );
  const samples: { at: number; ms: number }[] = [];
  const started = Date.now();
  const closes = Array.from({ length: clients }, () =>
    connect(`http://127.0.0.1:${port}/`, {}, (f) =>
      samples.push({ at: f.at, ms: f.at - Number(f.data.sentAt) }),
    ),
  );
  await new Promise((r) => setTimeout(r, seconds * 1_000));
  for (const close of closes) close();
  await stopProcess(child);
  const perMinuteP99 = Array.from({ length: Math.floor(seconds / 60) }, (_, m) => {
    const from = started + m * 60_000;
    return summary(samples.filter((s) => s.at >= from && s.at < from + 60_000).map((s) => s.ms)).p99;
  });
  return { ...summary(samples.map((s) => s.ms)), perMinuteP99 };
}

/** A house session token per member: the launch of a house game, then its session, as the game page does. */
export async function openHouseSessions(base: string, members: LiveMember[], parallel = 8) {
  const sessions: string[] = new Array<string>(members.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < members.length) {
        const n = next++;
        const { data } = await callOk<{ data: { url: string } }>(base, '/game-composite/v1/launch', {
          headers: memberHeaders(members[n]!.token),
          body: { ch: 'house-slot' },
        });
        const launchToken = new URLSearchParams(data.url.split('#')[1]).get('t')!;
        const session = await callOk<{ data: { sessionToken: string } }>(base, '/house/api/session', {
          body: { launchToken },
        });
        sessions[n] = session.data.sessionToken;
      }
    }),
  );
  return sessions;
}
