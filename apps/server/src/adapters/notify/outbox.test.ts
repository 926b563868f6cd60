import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox';
import { simulatedNotifier } from './simulator';
import type { Notifier } from './types';

function capture() {
  const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
  return {
    warnings,
    log: { warn: (obj: Record<string, unknown>, msg: string) => void warnings.push({ obj, msg }) },
  };
}

/** A notifier whose sends wait until `release` is called (a slow chat service). */
function heldNotifier() {
  const sim = simulatedNotifier();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const notifier: Notifier = {
    channel: 'simulator',
    send: async (text) => {
      await gate;
      await sim.send(text);
    },
  };
  return { notifier, messages: sim.messages, release };
}

describe('outbox', () => {
  it('returns at once and sends in order, one message at a time, to every notifier', async () => {
    const a = simulatedNotifier();
    const b = simulatedNotifier();
    const { log, warnings } = capture();
    const outbox = createOutbox({ notifiers: [a, b], log });
    outbox.post(async () => 'first');
    outbox.post(async () => null);
    outbox.post(async () => 'second');
    expect(a.messages).toEqual([]);
    await outbox.idle();
    expect(a.messages).toEqual(['first', 'second']);
    expect(b.messages).toEqual(['first', 'second']);
    expect(warnings).toEqual([]);
  });

  it('logs and swallows a notifier that throws, even synchronously, and a message that cannot be composed', async () => {
    const ok = simulatedNotifier();
    const throwsNow: Notifier = {
      channel: 'line',
      send: () => {
        throw new Error('line exploded');
      },
    };
    const { log, warnings } = capture();
    const outbox = createOutbox({ notifiers: [throwsNow, ok], log });
    outbox.post(() => Promise.reject(new Error('no such member')));
    outbox.post(async () => 'still sent');
    await outbox.idle();
    expect(ok.messages).toEqual(['still sent']);
    expect(warnings).toEqual([
      { obj: { error: 'no such member' }, msg: 'notification not composed' },
      { obj: { channel: 'line', error: 'line exploded' }, msg: 'notification not sent' },
    ]);
  });

  it('holds a bounded number of waiting messages and drops (and logs) the rest', async () => {
    const held = heldNotifier();
    const { log, warnings } = capture();
    const outbox = createOutbox({ notifiers: [held.notifier], log, maxPending: 2 });
    for (const text of ['1', '2', '3', '4']) outbox.post(async () => text);
    // '1' is being sent; '2' and '3' wait; '4' finds the queue full.
    held.release();
    await outbox.idle();
    expect(held.messages).toEqual(['1', '2', '3']);
    expect(warnings).toEqual([{ obj: { pending: 2 }, msg: 'notification dropped: too many waiting' }]);
  });

  it('gives up a send that never answers, logs it, and goes on with the next message', async () => {
    const ok = simulatedNotifier();
    const never: Notifier = { channel: 'telegram', send: () => new Promise(() => undefined) };
    const { log, warnings } = capture();
    const outbox = createOutbox({ notifiers: [never, ok], log, sendDeadlineMs: 50 });
    outbox.post(async () => 'one');
    outbox.post(async () => 'two');
    await outbox.idle();
    expect(ok.messages).toEqual(['one', 'two']);
    expect(warnings.map((w) => w.obj)).toEqual([
      { channel: 'telegram', error: 'no answer within 50 ms' },
      { channel: 'telegram', error: 'no answer within 50 ms' },
    ]);
  });

  it('composes nothing without notifiers', async () => {
    let composed = 0;
    const outbox = createOutbox({ notifiers: [], log: capture().log });
    outbox.post(async () => {
      composed += 1;
      return 'x';
    });
    await outbox.idle();
    expect(composed).toBe(0);
  });
});
