import { describe, expect, it } from 'vitest';
import type { InvariantReport } from '../ledger';
import { createNotifications, type NotifyEvent } from './service';

/** The service with a queue that only keeps what was posted; `clock` moves time by hand. */
function setup() {
  const posted: NotifyEvent[] = [];
  const warnings: unknown[] = [];
  const clock = { now: 0 };
  const notify = createNotifications({
    env: { NOTIFY_LARGE_DEPOSIT_BAHT: 50_000 },
    log: { warn: (obj: unknown) => void warnings.push(obj) },
    post: async (event) => void posted.push(event),
    now: () => clock.now,
  });
  return { notify, posted, warnings, clock };
}

const report = (ok: boolean, problems = 1): InvariantReport =>
  ({
    ok,
    checks: {
      balancesSumToZero: { ok, problems: ok ? 0 : problems, examples: [] },
      transfersBalanced: { ok: true, problems: 0, examples: [] },
    },
  }) as unknown as InvariantReport;

describe('staff notification events', () => {
  it('announces a deposit from NOTIFY_LARGE_DEPOSIT_BAHT up, not a satang below', () => {
    const { notify, posted } = setup();
    notify.depositCredited({ memberId: 'm', amount: 4_999_999n, via: 'feed' });
    expect(posted).toHaveLength(0);
    notify.depositCredited({ memberId: 'm', amount: 5_000_000n, via: 'feed' });
    expect(posted).toHaveLength(1);
  });

  it('announces a ledger failure once an hour while it stays the same, and again when it changes or returns', async () => {
    const { notify, posted, clock } = setup();
    notify.ledgerChecked(report(false));
    expect(posted[0]).toEqual({
      kind: 'ledgerCheckFailed',
      failing: [{ name: 'balancesSumToZero', problems: 1 }],
    });
    clock.now += 59 * 60_000;
    notify.ledgerChecked(report(false));
    expect(posted).toHaveLength(1);
    notify.ledgerChecked(report(false, 2));
    expect(posted).toHaveLength(2);
    clock.now += 61 * 60_000;
    notify.ledgerChecked(report(false, 2));
    expect(posted).toHaveLength(3);
    notify.ledgerChecked(report(true));
    notify.ledgerChecked(report(false, 2));
    expect(posted).toHaveLength(4);
  });

  it('never throws into its caller: a broken event is logged', async () => {
    const { notify, warnings } = setup();
    await expect(notify.ledgerChecked(undefined as unknown as InvariantReport)).resolves.toBeUndefined();
    expect(warnings).toEqual([{ event: 'ledgerChecked', error: expect.any(String) }]);
  });

  it('without a transaction a failed queueing is logged, never thrown; inside one it fails the transaction', async () => {
    const warnings: unknown[] = [];
    const notify = createNotifications({
      env: { NOTIFY_LARGE_DEPOSIT_BAHT: 1 },
      log: { warn: (obj: unknown) => void warnings.push(obj) },
      post: () => Promise.reject(new Error('database down')),
    });
    await notify.staffTotpLocked({ username: 'a', failures: 10 });
    expect(warnings).toEqual([{ event: 'staffTotpLocked', error: 'database down' }]);
    const tx = {} as Parameters<typeof notify.staffTotpLocked>[1];
    await expect(notify.staffTotpLocked({ username: 'a', failures: 10 }, tx)).rejects.toThrow(
      'database down',
    );
  });
});
