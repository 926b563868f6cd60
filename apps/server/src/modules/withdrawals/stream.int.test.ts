import { TH, type WithdrawalQueueEvent } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, siteHeaders } from '../../../test/factories';
import { testEnv, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { signInNewStaff } from '../staff/test-kit';
import { ADMIN, adminHeaders, fundedMember, setWithdrawConfig, withdraw } from './test-kit';

/**
 * The queue's live push over real HTTP (Node's fetch reading the event stream): a member's request
 * reaches a listener within 2 s, on this process and on another app serving the same database.
 */
const t = useTestApp();
const STREAM = `${ADMIN}/stream`;
const PUSH_WITHIN_MS = 2_000;

interface Listener {
  status: number;
  contentType: string | null;
  text: () => string;
  events: WithdrawalQueueEvent[];
  /** The first event (counted from `from`) that `match` accepts, or a failure after `withinMs`. */
  next(
    match: (e: WithdrawalQueueEvent) => boolean,
    withinMs?: number,
    from?: number,
  ): Promise<WithdrawalQueueEvent>;
  ended: Promise<void>;
  abort(): void;
}

/** Opens the stream and reads its events as they come. */
async function listen(base: string, headers: Record<string, string>): Promise<Listener> {
  const abort = new AbortController();
  const res = await fetch(`${base}${STREAM}`, { headers, signal: abort.signal });
  const events: WithdrawalQueueEvent[] = [];
  let text = '';
  // Text after the last complete event: a read may end in the middle of one.
  let pending = '';
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        pending += value;
        const blocks = pending.split('\n\n');
        pending = blocks.pop()!;
        for (const block of blocks) {
          const data = /^event: queue\n(?:id: .*\n)?data: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data) as WithdrawalQueueEvent);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    text: () => text,
    events,
    ended,
    abort: () => abort.abort(),
    async next(match, withinMs = PUSH_WITHIN_MS, from = 0) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${withinMs} ms: ${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

let base: string;
beforeAll(async () => {
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A member's withdrawal that waits for staff, made through `app`; answers when it was asked. */
async function requestThrough(app: FastifyInstance) {
  const m = await fundedMember({ ...t, app }, 100_000n);
  const asked = Date.now();
  expect((await withdraw(app, m.token, 100)).statusCode).toBe(200);
  return asked;
}

describe('GET /admin/v1/withdrawals/stream', () => {
  it('sends the current version at once, then a new pending withdrawal within 2 s', async () => {
    const l = await listen(base, adminHeaders);
    try {
      expect(l.status).toBe(200);
      expect(l.contentType).toBe('text/event-stream; charset=utf-8');
      const first = await l.next(() => true);
      expect(l.text()).toMatch(/^retry: \d+\n\n/);
      const seen = l.events.length;
      const asked = await requestThrough(t.app);
      const pushed = await l.next((e) => e.pending === first.pending + 1, PUSH_WITHIN_MS, seen);
      expect(Date.now() - asked).toBeLessThan(PUSH_WITHIN_MS);
      expect(pushed.version).not.toBe(first.version);
    } finally {
      l.abort();
      await l.ended;
    }
  });

  it('reaches a listener on another app serving the same database', async () => {
    const other = await buildApp({ env: testEnv(), database: t.database });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    let closed = false;
    try {
      const l = await listen(otherBase, adminHeaders);
      const first = await l.next(() => true);
      const seen = l.events.length;
      await requestThrough(t.app);
      await l.next((e) => e.pending === first.pending + 1, PUSH_WITHIN_MS, seen);
      // Closing that app ends its open stream instead of waiting for the listener to leave.
      await other.close();
      closed = true;
      await l.ended;
    } finally {
      if (!closed) await other.close();
    }
  });

  it('lets support listen; refuses marketing and callers without the admin key', async () => {
    const support = await signInNewStaff(t.app, 'support');
    const l = await listen(base, { cookie: support.headers.cookie! });
    expect(l.status).toBe(200);
    await l.next(() => true);
    l.abort();
    await l.ended;
    const marketing = await signInNewStaff(t.app, 'marketing');
    expect(
      (await t.app.inject({ url: STREAM, headers: { cookie: marketing.headers.cookie! } })).statusCode,
    ).toBe(403);
    expectFailure(await t.app.inject({ url: STREAM, headers: siteHeaders }), 403, TH.forbidden);
    expectFailure(await t.app.inject({ url: STREAM }), 403, TH.forbidden);
  });
});
