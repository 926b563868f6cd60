import { describe, expect, it } from 'vitest';
import type { Outbox } from '../../adapters/notify';
import type { Db } from '../../db/types';
import type { InvariantReport } from '../ledger';
import { createNotifications } from './service';

/** The service with an outbox that only keeps what was posted; `clock` moves time by hand. */
function setup() {
  const posted: (() => Promise<string | null>)[] = [];
  const warnings: unknown[] = [];
  const clock = { now: 0 };
  const outbox: Outbox = { post: (compose) => void posted.push(compose), idle: () => Promise.resolve() };
  const notify = createNotifications({
    db: {} as Db,
    env: { NOTIFY_LARGE_DEPOSIT_BAHT: 50_000, NOTIFY_SITE_URL: undefined },
    log: { warn: (obj: unknown) => void warnings.push(obj) },
    outbox,
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
    expect(await posted[0]!()).toMatch(/^ตรวจบัญชีแยกประเภทไม่ผ่าน พบรายการผิดปกติ 1 รายการ/);
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

  it('never throws into its caller: a broken event is logged', () => {
    const { notify, warnings } = setup();
    expect(() => notify.ledgerChecked(undefined as unknown as InvariantReport)).not.toThrow();
    expect(warnings).toEqual([{ event: 'ledgerChecked', error: expect.any(String) }]);
  });
});
