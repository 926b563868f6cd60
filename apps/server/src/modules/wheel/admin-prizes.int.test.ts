import { type AdminWheelPrize, fillMessage, TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { approvedIfPending } from '../approvals/test-kit';
import { signInNewStaff } from '../staff/test-kit';
import { balances, member, SEEDS, spin, VERIFY, wheelOf } from './test-kit';

/** The operator's prize table (docs/decisions/046-ticket-cost-guard.md). */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const PRIZES = '/admin/v1/wheel/prizes';
const admin = { 'x-admin-key': ADMIN_KEY };

type Row = Partial<AdminWheelPrize> & Pick<AdminWheelPrize, 'label' | 'kind' | 'amount' | 'weight'>;
const input = ({ label, kind, amount, weight, active = true, id }: Row) => ({
  ...(id && { id }),
  label,
  kind,
  amount,
  weight,
  active,
});

const getTable = async (headers: Record<string, string> = admin) => {
  const res = await t.app.inject({ url: PRIZES, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { prizes: AdminWheelPrize[]; economics: Record<string, unknown> };
};
const putTable = (prizes: object[], headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: PRIZES, headers, payload: { prizes } });

async function wheelEntries() {
  const res = await t.database.db.execute(
    sql`select actor, action, target, before, after from audit_entries where action = 'wheel.update' order by id`,
  );
  return (res as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** One CREDIT row of 5 baht: every spin draws it, and 5.00 stays below a 1,500-baht ticket's 6.84. */
const FIVE_BAHT_ONLY = [input({ label: 'เครดิต 5 บาททุกครั้ง', kind: 'CREDIT', amount: 5, weight: 1 })];

describe('GET /admin/v1/wheel/prizes', () => {
  it('answers every row in wheel order with the expected credit per spin against a ticket’s cost', async () => {
    const { prizes, economics } = await getTable();
    expect(prizes.map((p) => [p.label, p.kind, p.amount, p.weight, p.active])).toEqual([
      ['เครดิต 5 บาท', 'CREDIT', 5, 300, true],
      ['เครดิต 10 บาท', 'CREDIT', 10, 150, true],
      ['เครดิต 50 บาท', 'CREDIT', 50, 30, true],
      ['เครดิต 100 บาท', 'CREDIT', 100, 10, true],
      ['10 เหรียญ', 'COIN', 10, 250, true],
      ['50 เหรียญ', 'COIN', 50, 60, true],
      ['ขอบคุณที่ร่วมสนุก', 'NONE', 0, 200, true],
    ]);
    // (300×5 + 150×10 + 30×50 + 10×100) ÷ 1,000 = 5.50; 1,500 baht × 0.4560 % (video poker) = 6.84.
    expect(economics).toEqual({
      totalWeight: 1_000,
      creditPerSpin: 5.5,
      ticketCost: 6.84,
      pays: false,
      ticketEvery: 1_500,
      lowestEdgePpm: 4_560,
    });
  });
});

describe('PUT /admin/v1/wheel/prizes', () => {
  it('refuses a table that pays a ticket’s cost or more, naming both figures, and changes nothing', async () => {
    const before = await getTable();
    const entries = (await wheelEntries()).length;
    // 13.70 baht on half the spins: 6.85 a spin, a cent above a ticket's 6.84.
    const paying = [
      input({ label: 'เครดิต 13.70 บาท', kind: 'CREDIT', amount: 13.7, weight: 1 }),
      input({ label: 'ขอบคุณ', kind: 'NONE', amount: 0, weight: 1 }),
    ];
    const message = fillMessage(TH.wheelPrizesPay, {
      perSpin: 6.85,
      ticketCost: 6.84,
      ticketEvery: 1_500,
      edge: '0.4560',
    });
    expect(message).toContain('เฉลี่ย 6.85 บาทต่อการหมุน');
    expect(message).toContain('ต้นทุนของตั๋วหมุน 6.84 บาท');
    expect(message).toContain('ขอบบ้านต่ำสุด 0.4560%');
    expectFailure(await putTable(paying), 400, message);
    expect(await getTable()).toEqual(before);
    expect((await wheelEntries()).length).toBe(entries);
  });

  it('checks every row: strict fields, amounts per kind, weights, at least one drawable row', async () => {
    const ok = input({ label: 'ขอบคุณ', kind: 'NONE', amount: 0, weight: 1 });
    const refused = [
      [[{ ...ok, extra: 1 }], undefined],
      [[{ ...ok, kind: 'COIN', amount: 1.5 }], TH.wheelPrizeAmount],
      [[{ ...ok, kind: 'CREDIT', amount: 0 }], TH.wheelPrizeAmount],
      [[{ ...ok, kind: 'NONE', amount: 5 }], TH.wheelPrizeAmount],
      [[{ ...ok, weight: 1.5 }], TH.wheelPrizeWeight],
      [[{ ...ok, weight: -1 }], TH.wheelPrizeWeight],
      [[{ ...ok, label: ' ' }], TH.wheelPrizeLabel],
      [[{ ...ok, label: 'a\u0000' }], TH.controlCharacters],
      [[{ ...ok, active: false }], TH.wheelPrizesEmpty],
      [[{ ...ok, weight: 0 }], TH.wheelPrizesEmpty],
      [[], TH.wheelPrizesEmpty],
      [Array.from({ length: 51 }, () => ok), TH.wheelPrizesTooMany],
    ] as const;
    const entries = (await wheelEntries()).length;
    for (const [prizes, message] of refused) expectFailure(await putTable([...prizes]), 400, message);
    expect((await wheelEntries()).length).toBe(entries);
  });

  it('replaces the table with one audit entry; the next spin draws from it, past spins still verify', async () => {
    const m = await member(t, 2n);
    const first = (await spin(t.app, m.token)).json().data;
    const old = await getTable();

    // Less credit per spin: done at once (a raise waits for a second person, issue 23).
    const res = await putTable(FIVE_BAHT_ONLY);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TH.wheelPrizesSaved);
    const saved = res.json().data;
    expect(saved.prizes).toEqual([
      {
        id: expect.any(String),
        label: 'เครดิต 5 บาททุกครั้ง',
        kind: 'CREDIT',
        amount: 5,
        weight: 1,
        active: true,
        sortOrder: 10,
      },
    ]);
    expect(saved.economics).toMatchObject({ creditPerSpin: 5, ticketCost: 6.84, pays: false });

    const [entry] = (await wheelEntries()).slice(-1);
    const shown = (p: AdminWheelPrize) => ({
      id: p.id,
      label: p.label,
      kind: p.kind,
      amount: p.amount,
      weight: p.weight,
      active: p.active,
    });
    expect(entry).toEqual({
      actor: 'api-key',
      action: 'wheel.update',
      target: 'wheel:prizes',
      before: { prizes: old.prizes.map(shown), creditPerSpin: 5.5 },
      after: { prizes: saved.prizes.map(shown), creditPerSpin: 5 },
    });

    // The member's wheel shows the new table, and the next spin draws from it.
    expect((await wheelOf(t.app, m.token)).prizes.map((p: { label: string }) => p.label)).toEqual([
      'เครดิต 5 บาททุกครั้ง',
    ]);
    const gameBefore = (await balances(t, m.id)).gameWallet.available;
    const second = (await spin(t.app, m.token)).json().data;
    expect(second.prize).toMatchObject({ index: 0, label: 'เครดิต 5 บาททุกครั้ง', kind: 'CREDIT', amount: 5 });
    expect((await balances(t, m.id)).gameWallet.available - gameBefore).toBe(500n);

    // Both spins verify once the seeds are revealed, each against the table it was drawn from.
    await t.app.inject({ method: 'POST', url: SEEDS, headers: memberHeaders(m.token), payload: {} });
    const verify = async (spinId: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: VERIFY,
          headers: memberHeaders(m.token),
          payload: { spinId },
        })
      ).json().data;
    const v1 = await verify(first.spinId);
    expect(v1).toMatchObject({ ok: true, hashMatches: true, storedIndex: first.prize.index });
    expect(v1.prizes.map((p: { label: string }) => p.label)).toEqual(old.prizes.map((p) => p.label));
    const v2 = await verify(second.spinId);
    expect(v2).toMatchObject({ ok: true, storedIndex: 0 });
    expect(v2.prizes).toEqual([{ label: 'เครดิต 5 บาททุกครั้ง', kind: 'CREDIT', amount: 5, weight: 1 }]);

    // The same table again is no change: no entry.
    const entries = (await wheelEntries()).length;
    expect((await putTable(saved.prizes.map(input))).statusCode).toBe(200);
    expect((await wheelEntries()).length).toBe(entries);
    // Back to the demo table for the other tests (new ids: the old rows were removed): more per spin, so a
    // second person approves it.
    const back = await putTable(old.prizes.map(({ id: _id, ...p }) => input(p)));
    expect((await approvedIfPending(t.app, back)).statusCode).toBe(200);
  });

  it('marketing and the owner save; finance and support read only; a staff save is audited as them', async () => {
    const table = (await getTable()).prizes.map(input);
    for (const role of ['finance', 'support'] as const) {
      const s = await signInNewStaff(t.app, role);
      expect((await getTable(s.headers)).prizes).toHaveLength(table.length);
      expectFailure(await putTable(table, s.headers), 403, TH.staffNotPermitted);
    }
    const marketing = await signInNewStaff(t.app, 'marketing');
    const changed = table.map((p, i) => (i === 0 ? { ...p, weight: p.weight + 1 } : p));
    const saved = await putTable(changed, marketing.headers);
    expect(saved.statusCode).toBe(200);
    // Rows sent with their ids keep them.
    expect(saved.json().data.prizes.map((p: AdminWheelPrize) => [p.id, p.weight])).toEqual(
      changed.map((p) => [p.id, p.weight]),
    );
    const [entry] = (await wheelEntries()).slice(-1);
    expect(entry).toMatchObject({ actor: `staff:${marketing.id}`, target: 'wheel:prizes' });
    const owner = await signInNewStaff(t.app, 'owner');
    expect((await putTable(table, owner.headers)).statusCode).toBe(200);
  });
});
