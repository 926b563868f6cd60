import type { AdminGameEntry, SiteConfig } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { player, playRounds } from '../rewards/test-kit';
import { approve, checkerOf } from '../approvals/test-kit';
import { signInNewStaff } from './test-kit';

/**
 * The back office's older calls (config, games, item codes, rewards, promotions) each write one audit
 * entry with their change, and a refused call none (docs/decisions/072-audit-log.md).
 */
const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };

interface Entry {
  actor: string;
  ip: string | null;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The entries of one action (and target), oldest first. */
async function entriesOf(action: string, target?: string): Promise<Entry[]> {
  const res = await t.database.db.execute(
    sql`select actor, ip, action, target, before, after from audit_entries
        where action = ${action} and (${target ?? null}::text is null or target = ${target ?? null})
        order by id`,
  );
  return (res as unknown as { rows: Entry[] }).rows;
}

/** The one entry a call wrote: `action`'s entries grew by exactly one, and it is returned. */
async function oneNewEntry(action: string, call: () => Promise<unknown>, target?: string) {
  const before = (await entriesOf(action, target)).length;
  await call();
  const after = await entriesOf(action, target);
  expect(after).toHaveLength(before + 1);
  const entry = after.at(-1)!;
  expect(JSON.stringify(entry)).not.toContain(ADMIN_KEY);
  return entry;
}

/** A call that must leave `action`'s entries as they were (refused, or nothing to change). */
async function noNewEntry(action: string, call: () => Promise<unknown>) {
  const before = (await entriesOf(action)).length;
  await call();
  expect(await entriesOf(action)).toHaveLength(before);
}

const send = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: unknown,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url, headers, payload: payload as object });
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: unknown }).data;
};

const byOperator = { actor: 'api-key', ip: '127.0.0.1' };

describe('PUT /admin/v1/config', () => {
  const CONFIG = '/admin/v1/config';
  const current = async () =>
    ((await t.app.inject({ url: CONFIG, headers: admin })).json() as { data: SiteConfig }).data;

  it('records the settings that changed, before and after', async () => {
    const was = await current();
    const next = {
      ...was,
      alertyMessage: 'ปิดปรับปรุงระบบ 02:00-03:00',
      Withdraw: { ...was.Withdraw, minWithdraw: was.Withdraw.minWithdraw + 100 },
    };
    const entry = await oneNewEntry('config.update', () => ok(send('PUT', CONFIG, next)));
    expect(entry).toEqual({
      ...byOperator,
      action: 'config.update',
      target: 'config:site',
      before: { alertyMessage: was.alertyMessage, Withdraw: was.Withdraw },
      after: { alertyMessage: next.alertyMessage, Withdraw: next.Withdraw },
    });
  });

  it('records nothing for a save that changes nothing, or a refused one', async () => {
    const was = await current();
    await noNewEntry('config.update', () => ok(send('PUT', CONFIG, was)));
    await noNewEntry('config.update', async () =>
      expectFailure(await send('PUT', CONFIG, { ...was, secretField: 1 }), 400),
    );
    expect(await current()).toEqual(was);
  });
});

describe('PUT /admin/v1/games', () => {
  const GAMES = '/admin/v1/games';
  const current = async () => (await ok(t.app.inject({ url: GAMES, headers: admin }))) as AdminGameEntry[];

  it('records the entries changed, removed and added', async () => {
    const was = await current();
    expect(was.length).toBeGreaterThan(2);
    const first = was[0]!;
    const last = was.at(-1)!;
    const switched = { ...first, active: !first.active };
    const added: AdminGameEntry = { ...first, ch: 'audit-new', name: 'เกมใหม่', sortOrder: 999 };
    const games = [switched, ...was.slice(1, -1), added];
    const entry = await oneNewEntry('games.update', () => ok(send('PUT', GAMES, { games })));
    expect(entry).toEqual({
      ...byOperator,
      action: 'games.update',
      target: 'games:catalogue',
      before: { games: [first, last] },
      after: { games: [switched, added] },
    });
  });

  it('records nothing for a save that changes nothing, or a refused one', async () => {
    const was = await current();
    await noNewEntry('games.update', () => ok(send('PUT', GAMES, { games: was })));
    await noNewEntry('games.update', async () =>
      expectFailure(await send('PUT', GAMES, { games: [...was, was[0]] }), 400),
    );
    expect(await current()).toEqual(was);
  });
});

describe('POST /admin/v1/itemcodes', () => {
  const ITEMCODES = '/admin/v1/itemcodes';

  it('records the code masked, with its terms', async () => {
    let created: { id: string } | undefined;
    const entry = await oneNewEntry('itemcodes.create', async () => {
      created = (await ok(
        send('POST', ITEMCODES, { code: 'AuditGift2026', amount: 50, turnover: 100, maxUses: 10 }),
      )) as { id: string };
    });
    expect(entry).toEqual({
      ...byOperator,
      action: 'itemcodes.create',
      target: `itemcode:${created!.id}`,
      before: null,
      after: {
        id: created!.id,
        code: 'AUD**********',
        amount: 50,
        turnover: 100,
        maxUses: 10,
        usedCount: 0,
        expiresAt: null,
        createdAt: expect.any(String),
        promotionId: expect.any(String),
      },
    });
    // The code would redeem while it has uses: the log never holds it in full, in any case.
    expect(JSON.stringify(entry).toUpperCase()).not.toContain('AUDITGIFT2026');
  });

  it('records nothing for a refused code: bad fields (400) or one that exists (409)', async () => {
    await noNewEntry('itemcodes.create', async () =>
      expectFailure(await send('POST', ITEMCODES, { code: 'ab', amount: 50 }), 400),
    );
    await ok(send('POST', ITEMCODES, { code: 'TAKEN-1', amount: 10, maxUses: 1 }));
    await noNewEntry('itemcodes.create', async () =>
      expectFailure(await send('POST', ITEMCODES, { code: 'taken-1', amount: 10 }), 409),
    );
  });
});

describe('POST /admin/v1/rewards/run', () => {
  const RUN = '/admin/v1/rewards/run';

  it('records the period and its result counts with the credits it paid', async () => {
    const m = await player(t);
    // A loss at noon (Bangkok) on a past day: cashback to pay for that day.
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], new Date('2021-03-04T05:00:00Z'));
    let run: { cashback: { credits: number } } | undefined;
    const entry = await oneNewEntry('rewards.run', async () => {
      run = ((await ok(send('POST', RUN, { period: 'day:2021-03-04' }))) as { runs: [typeof run] }).runs[0];
    });
    expect(run).toMatchObject({ period: 'day:2021-03-04', computed: true });
    expect(run!.cashback.credits).toBeGreaterThan(0);
    expect(entry).toEqual({
      ...byOperator,
      action: 'rewards.run',
      target: 'rewards:day:2021-03-04',
      before: null,
      after: run,
    });
  });

  it('records nothing for a period already computed, or a refused one', async () => {
    await ok(send('POST', RUN, { period: 'day:2021-05-06' }));
    await noNewEntry('rewards.run', async () => {
      const again = (await ok(send('POST', RUN, { period: 'day:2021-05-06' }))) as {
        runs: Array<{ computed: boolean }>;
      };
      expect(again.runs).toEqual([expect.objectContaining({ computed: false })]);
    });
    await noNewEntry('rewards.run', async () =>
      expectFailure(await send('POST', RUN, { period: 'day:2999-01-01' }), 400),
    );
    await noNewEntry('rewards.run', async () =>
      expectFailure(await send('POST', RUN, { period: 'day:2021-05-07', extra: true }), 400),
    );
  });
});

describe('POST and PATCH /admin/v1/promotions', () => {
  const PROMOTIONS = '/admin/v1/promotions';
  const NEW = {
    title: 'ฝากแรกของวัน รับ 10%',
    imageUrl: '/promotions/daily.svg',
    minimumDeposit: 500,
    bonusPercent: 10,
    turnoverAmount: 2,
    depositType: 1,
    maxBonus: 300,
    maxBonusType: 0,
    maxWithdrawAmount: 0,
    maxWithdrawType: 0,
    claimRule: 'oncePerMember',
    startsAt: null,
    endsAt: null,
    maxClaimsPerMember: null,
    active: true,
    sortOrder: 7,
  };
  /**
   * A new promotion waits for a second person (issue 23): the owner of the app approves it, and the
   * promotion's creation is recorded as that checker's act (the maker's is `approvals.request`).
   */
  const create = async (headers: Record<string, string> = admin) => {
    const asked = await send('POST', PROMOTIONS, NEW, headers);
    expect(asked.statusCode, asked.body).toBe(202);
    const checker = await checkerOf(t.app);
    const approved = await approve(t.app, asked.json().approval.id, checker.headers);
    const id = (approved.json().data.result as string).slice('promotion:'.length);
    const listed = (await ok(t.app.inject({ url: PROMOTIONS, headers: admin }))) as Array<{ id: string }>;
    return listed.find((p) => p.id === id) as typeof NEW & { id: string };
  };

  it('records a creation with the promotion, and a change with the fields it changed', async () => {
    let created: { id: string } | undefined;
    const made = await oneNewEntry('promotions.create', async () => {
      created = await create();
    });
    expect(made).toEqual({
      actor: `staff:${(await checkerOf(t.app)).id}`,
      ip: '127.0.0.1',
      action: 'promotions.create',
      target: `promotion:${created!.id}`,
      before: null,
      after: created,
    });

    const url = `${PROMOTIONS}/${created!.id}`;
    const changed = await oneNewEntry('promotions.update', () =>
      ok(send('PATCH', url, { active: false, minimumDeposit: 700, title: NEW.title })),
    );
    expect(changed).toEqual({
      ...byOperator,
      action: 'promotions.update',
      target: `promotion:${created!.id}`,
      before: { active: true, minimumDeposit: 500 },
      after: { active: false, minimumDeposit: 700 },
    });
  });

  it('records nothing for a change that changes nothing, or a refused one', async () => {
    const { id } = await create();
    const url = `${PROMOTIONS}/${id}`;
    await noNewEntry('promotions.update', () => ok(send('PATCH', url, { active: true })));
    await noNewEntry('promotions.update', () => ok(send('PATCH', url, {})));
    await noNewEntry('promotions.update', async () =>
      expectFailure(await send('PATCH', url, { hidden: true }), 400),
    );
    await noNewEntry('promotions.update', async () =>
      expectFailure(
        await send('PATCH', `${PROMOTIONS}/00000000-0000-4000-8000-000000000000`, { active: false }),
        404,
      ),
    );
    await noNewEntry('promotions.create', async () =>
      expectFailure(await send('POST', PROMOTIONS, { ...NEW, claimRule: 'always' }), 400),
    );
  });

  it('names the staff account that acted, and records nothing for a role refused', async () => {
    const marketing = await signInNewStaff(t.app, 'marketing');
    let created: { id: string } | undefined;
    const asked = await oneNewEntry('approvals.request', async () => {
      created = await create(marketing.headers);
    });
    expect(asked).toMatchObject({ actor: `staff:${marketing.id}`, after: { kind: 'promotions.create' } });
    const [made] = (await entriesOf('promotions.create', `promotion:${created!.id}`)).slice(-1);
    expect(made).toMatchObject({ actor: `staff:${(await checkerOf(t.app)).id}` });

    const support = await signInNewStaff(t.app, 'support');
    await noNewEntry('promotions.create', async () =>
      expect((await send('POST', PROMOTIONS, NEW, support.headers)).statusCode).toBe(403),
    );
  });
});
