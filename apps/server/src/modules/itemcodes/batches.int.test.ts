import { ITEM_CODE_COLUMNS, TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { itemCodeRedemptions, itemCodes, promotions } from '../../db/schema';
import { memberIdByPhone } from '../ledger/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { CODE_ALPHABET } from './generate';
import { adminHeaders, ADMIN_ITEMCODES, expectLedgerHealthy, gameWalletOf, member, redeem } from './test-kit';

/**
 * Item-code batches (issue 12 screen 6): generated single-use codes, listed with who redeemed them,
 * exported as CSV, and one code of a batch per person (docs/ABUSE.md 14), also when redeemed in parallel.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', LOGIN_IP_LIMIT_PER_MIN: '1000' } });
const BATCHES = `${ADMIN_ITEMCODES}/batches`;

const staff: Partial<Record<'marketing' | 'support' | 'finance', SignedInStaff>> = {};
beforeAll(async () => {
  for (const role of ['marketing', 'support', 'finance'] as const)
    staff[role] = await signInNewStaff(t.app, role);
});
const as = (role: keyof typeof staff) => staff[role]!.headers;

const createBatch = (payload: Record<string, unknown>, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'POST', url: BATCHES, headers, payload });

interface Listed {
  code: string;
  batchId: string | null;
  maxUses: number | null;
  redeemedBy: { memberId: string; phoneNumber: string; redeemedAt: string } | null;
}
async function codesOf(batchId: string, headers: Record<string, string> = adminHeaders) {
  const res = await t.app.inject({ url: `${ADMIN_ITEMCODES}?batch=${batchId}&pageSize=200`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; items: Listed[] };
}

/** A batch made with the operator key; answers its id and its codes. */
async function batchOf(over: Record<string, unknown> = {}) {
  const res = await createBatch({ count: 3, amount: 20, note: 'ทดสอบ', ...over });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  return { id, codes: (await codesOf(id)).items.map((c) => c.code) };
}

let nextAddress = 1;
/** A public address no other test uses (198.18/15 is not a private range, so it links). */
const freshAddress = () => `198.18.${100 + Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function auditEntriesOf(target: string) {
  const res = await t.database.db.execute(
    sql`select actor, action, after from audit_entries where target = ${target} order by id`,
  );
  return (
    res as unknown as { rows: Array<{ actor: string; action: string; after: Record<string, unknown> }> }
  ).rows;
}

const parallel = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe('POST /admin/v1/itemcodes/batches', () => {
  it('generates count single-use codes of the unambiguous alphabet, and audits the terms, not the codes', async () => {
    const res = await createBatch(
      { prefix: 'songkran', count: 25, amount: 50.5, note: 'แจกสงกรานต์' },
      as('marketing'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('สร้างโค้ดจำนวน 25 โค้ดเรียบร้อยแล้ว');
    const batch = res.json().data;
    expect(batch).toMatchObject({ prefix: 'SONGKRAN', count: 25, redeemed: 0, amount: 50.5, turnover: 0 });
    expect(batch.createdBy).toBe(`staff:${staff.marketing!.id}`);

    const { total, items } = await codesOf(batch.id, as('marketing'));
    expect(total).toBe(25);
    expect(new Set(items.map((c) => c.code)).size).toBe(25);
    for (const c of items) {
      expect(c.code).toMatch(new RegExp(`^SONGKRAN-[${CODE_ALPHABET}]{12}$`));
      expect(c).toMatchObject({ batchId: batch.id, maxUses: 1, redeemedBy: null });
    }

    const entries = await auditEntriesOf(`itemcode-batch:${batch.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: `staff:${staff.marketing!.id}`,
      action: 'itemcodes.batch',
      after: {
        count: 25,
        prefix: 'SONGKRAN',
        amount: 50.5,
        turnover: 0,
        note: 'แจกสงกรานต์',
        expiresAt: null,
      },
    });
    const logged = JSON.stringify(entries[0]);
    for (const c of items) expect(logged).not.toContain(c.code.slice(-12));
  });

  it('gives a turnover batch one hidden, inactive promotion shared by its codes', async () => {
    const { id } = await batchOf({ turnover: 100 });
    const rows = await t.database.db.select().from(itemCodes).where(eq(itemCodes.batchId, id));
    const promotionIds = new Set(rows.map((r) => r.promotionId));
    expect(promotionIds.size).toBe(1);
    const [carrier] = await t.database.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, [...promotionIds][0]!));
    expect(carrier).toMatchObject({ active: false, hidden: true, turnoverAmount: 10_000n });
  });

  it('refuses bad terms with Thai messages and writes nothing', async () => {
    const before = (await t.database.db.execute(
      sql`select count(*)::int as n from item_code_batches`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expectFailure(await createBatch({ count: 0, amount: 10, note: 'x' }), 400, TH.itemCodeBatchCount);
    expectFailure(await createBatch({ count: 5001, amount: 10, note: 'x' }), 400, TH.itemCodeBatchCount);
    expectFailure(await createBatch({ count: 2, amount: 10, note: ' ' }), 400, TH.itemCodeBatchNote);
    expectFailure(await createBatch({ count: 2, amount: 10 }), 400, TH.itemCodeBatchNote);
    expectFailure(
      await createBatch({ prefix: 'A-B', count: 2, amount: 10, note: 'x' }),
      400,
      TH.itemCodeBatchPrefix,
    );
    expectFailure(await createBatch({ count: 2, amount: 0, note: 'x' }), 400, TH.invalidAmount);
    expectFailure(
      await createBatch({ count: 2, amount: 10, note: 'x', expiresAt: '2020-01-01T00:00:00Z' }),
      400,
      TH.itemCodeBatchExpired,
    );
    expectFailure(await createBatch({ count: 2, amount: 10, note: 'x', maxUses: 3 }), 400);
    const after = (await t.database.db.execute(
      sql`select count(*)::int as n from item_code_batches`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('is refused to support and finance, who read batches with the codes masked', async () => {
    for (const role of ['support', 'finance'] as const) {
      expectFailure(
        await createBatch({ count: 2, amount: 10, note: 'x' }, as(role)),
        403,
        TH.staffNotPermitted,
      );
    }
    const { id, codes } = await batchOf();
    const listed = await codesOf(id, as('support'));
    expect(listed.items.map((c) => c.code).sort()).not.toEqual([...codes].sort());
    for (const c of listed.items) expect(c.code).toMatch(/^[A-Z0-9]{3}\*{9}$/);
    const batches = await t.app.inject({ url: BATCHES, headers: as('finance') });
    expect(batches.statusCode).toBe(200);
    expect(batches.json().data.items.map((b: { id: string }) => b.id)).toContain(id);
    const csv = await t.app.inject({
      url: `${ADMIN_ITEMCODES}?batch=${id}&format=csv`,
      headers: as('support'),
    });
    expectFailure(csv, 403, TH.staffNotPermitted);
  });
});

describe('listing and CSV', () => {
  it('shows who redeemed which code, the batch count, and the CSV with BOM and Thai headings', async () => {
    const { id, codes } = await batchOf({ prefix: 'CSV', count: 3, amount: 15 });
    const m = await member(t);
    expect((await redeem(t.app, m.token, codes[1]!.toLowerCase())).statusCode).toBe(200);

    const listed = await codesOf(id, as('marketing'));
    const redeemed = listed.items.filter((c) => c.redeemedBy);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatchObject({
      code: codes[1],
      // Marketing may not read members: the phone comes masked (docs/ABUSE.md 16.12).
      redeemedBy: {
        memberId: m.id,
        phoneNumber: `${m.phoneNumber.slice(0, 3)}-xxx-${m.phoneNumber.slice(6)}`,
      },
    });

    const page = await t.app.inject({ url: `${BATCHES}?pageSize=200`, headers: as('marketing') });
    const batch = page.json().data.items.find((b: { id: string }) => b.id === id);
    expect(batch).toMatchObject({ count: 3, redeemed: 1, amount: 15 });

    const csv = await t.app.inject({
      url: `${ADMIN_ITEMCODES}?batch=${id}&format=csv`,
      headers: as('marketing'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="itemcodes-CSV-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(Object.values(ITEM_CODE_COLUMNS).join(','));
    expect(lines).toHaveLength(4);
    const redeemedLine = lines.find((l) => l.startsWith(codes[1]!))!;
    expect(redeemedLine).toMatch(
      new RegExp(
        `^${codes[1]},15\\.00,0\\.00,,ใช้แล้ว,${m.phoneNumber.slice(0, 3)}-xxx-${m.phoneNumber.slice(6)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
      ),
    );
    expect(lines.filter((l) => l.includes('ยังไม่ใช้'))).toHaveLength(2);
  });

  it('answers 404 for an unknown batch and 400 for a CSV without one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectFailure(
      await t.app.inject({ url: `${ADMIN_ITEMCODES}?batch=${unknown}`, headers: adminHeaders }),
      404,
    );
    expectFailure(
      await t.app.inject({ url: `${ADMIN_ITEMCODES}?format=csv`, headers: adminHeaders }),
      400,
      TH.itemCodeBatchCsvOnly,
    );
  });
});

describe('one code of a batch per person (ABUSE 14)', () => {
  it('credits a member one code of a batch; a second code of it is refused, another batch is not', async () => {
    const first = await batchOf();
    const second = await batchOf();
    const m = await member(t);
    expect((await redeem(t.app, m.token, first.codes[0])).statusCode).toBe(200);
    expectFailure(await redeem(t.app, m.token, first.codes[1]), 409, TH.itemCodeBatchRedeemed);
    expect((await redeem(t.app, m.token, second.codes[0])).statusCode).toBe(200);
    expect(await gameWalletOf(t, m.id)).toBe(4_000n);
    // The refused code is still there for someone else.
    const other = await member(t);
    expect((await redeem(t.app, other.token, first.codes[1])).statusCode).toBe(200);
    await expectLedgerHealthy(t);
  });

  it('refuses an account linked to one that redeemed a code of the batch; a stranger is credited', async () => {
    const { codes } = await batchOf();
    const shared = freshAddress();
    const a = await registerMember(t.app, { remoteAddress: shared });
    const b = await registerMember(t.app, { remoteAddress: shared });
    const stranger = await registerMember(t.app, { remoteAddress: freshAddress() });
    expect((await redeem(t.app, a.token, codes[0])).statusCode).toBe(200);
    expectFailure(await redeem(t.app, b.token, codes[1]), 409, TH.itemCodeBatchLinked);
    expect((await redeem(t.app, stranger.token, codes[1])).statusCode).toBe(200);
    const bId = await memberIdByPhone(t.database.db, b.phoneNumber);
    expect(await gameWalletOf(t, bId)).toBe(0n);
  });

  it('one member redeeming 5 codes of one batch at once: one credit', async () => {
    const { id, codes } = await batchOf({ count: 5, amount: 10 });
    const m = await member(t);
    const results = await parallel(5, (i) => redeem(t.app, m.token, codes[i]));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(TH.itemCodeBatchRedeemed);
    }
    expect(await gameWalletOf(t, m.id)).toBe(1_000n);
    const rows = await t.database.db
      .select()
      .from(itemCodeRedemptions)
      .where(eq(itemCodeRedemptions.batchId, id));
    expect(rows).toHaveLength(1);
    await expectLedgerHealthy(t);
  });

  it('two linked accounts redeeming two codes of one batch at once: one credit', async () => {
    const { id, codes } = await batchOf({ count: 4, amount: 10 });
    const shared = freshAddress();
    const pair = [
      await registerMember(t.app, { remoteAddress: shared }),
      await registerMember(t.app, { remoteAddress: shared }),
    ];
    const results = await parallel(4, (i) => redeem(t.app, pair[i % 2]!.token, codes[i]));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(itemCodeRedemptions)
      .where(eq(itemCodeRedemptions.batchId, id));
    expect(rows).toHaveLength(1);
    await expectLedgerHealthy(t);
  });
});
