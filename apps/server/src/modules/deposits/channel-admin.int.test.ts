import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, newAccount, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { feedOutcomes, feedTx, gameWalletOf } from './test-kit';

/**
 * Deposit channels in the back office (issue 12 screen 5): per-channel limits, channels hidden from new
 * members, and the display order saved in one call, each with its audit entry and role checks.
 */
const t = useTestApp();
const INFO = '/user-profile-composite/v1/info/deposit';
const ADMIN = '/admin/v1/deposit-channels';
const ORDER = `${ADMIN}/order`;
const admin = { 'x-admin-key': ADMIN_KEY };

const staff: Partial<Record<'owner' | 'finance' | 'support' | 'marketing', SignedInStaff>> = {};
beforeAll(async () => {
  for (const role of ['owner', 'finance', 'support', 'marketing'] as const)
    staff[role] = await signInNewStaff(t.app, role);
});
const as = (role: keyof typeof staff) => staff[role]!.headers;

let seq = 0;
/** A bank account number no other channel or member of this file uses. */
const freshAccount = () =>
  `55${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

const create = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: ADMIN, headers, payload });
const reorder = (ids: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: ORDER, headers, payload: { ids } });
const listIds = async () =>
  ((await t.app.inject({ url: ADMIN, headers: admin })).json().data as Array<{ id: string }>).map(
    (c) => c.id,
  );

async function bankChannel(over: object = {}) {
  const res = await create({
    channel: 'BANK',
    bankCode: '006',
    bankAccount: freshAccount(),
    fullName: 'โชคดี ทดสอบ',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; bankAccount: string } & Record<string, unknown>;
}

async function memberChannels(token: string) {
  const res = await t.app.inject({ url: INFO, headers: memberHeaders(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown> & { BankAccount: string }>;
}

interface Entry {
  actor: string;
  target: string;
  before: unknown;
  after: unknown;
}
async function entriesOf(action: string): Promise<Entry[]> {
  const res = await t.database.db.execute(
    sql`select actor, target, before, after from audit_entries where action = ${action} order by id`,
  );
  return (res as unknown as { rows: Entry[] }).rows;
}

describe('per-channel limits', () => {
  it('are saved in baht, answered to the operator and shown to members only when set', async () => {
    const limited = await bankChannel({ minAmount: 100, maxAmount: 49_999.5 });
    expect(limited).toMatchObject({ minAmount: 100, maxAmount: 49_999.5, hiddenFromNew: false });
    const open = await bankChannel();
    expect(open).toMatchObject({ minAmount: null, maxAmount: null });

    const m = await registerMember(t.app);
    const shown = await memberChannels(m.token);
    expect(shown.find((c) => c.BankAccount === limited.bankAccount)).toEqual({
      BankCode: '006',
      BankAccount: limited.bankAccount,
      fullName: 'โชคดี ทดสอบ',
      Channel: 'BANK',
      BankName: 'ธนาคารกรุงไทย',
      MinAmount: 100,
      MaxAmount: 49_999.5,
    });
    // A channel without limits keeps SPEC §3's shape exactly.
    expect(Object.keys(shown.find((c) => c.BankAccount === open.bankAccount)!).sort()).toEqual(
      ['BankAccount', 'BankCode', 'BankName', 'Channel', 'fullName'].sort(),
    );
  });

  it.each([
    ['a minimum above the maximum', { minAmount: 500, maxAmount: 100 }],
    ['a zero minimum', { minAmount: 0 }],
    ['a negative maximum', { maxAmount: -1 }],
    ['three decimals', { minAmount: 1.005 }],
    ['a string', { maxAmount: '100' }],
  ])('refuses %s with 400 and the limits message', async (_label, limits) => {
    expectFailure(
      await create({
        channel: 'BANK',
        bankCode: '006',
        bankAccount: freshAccount(),
        fullName: 'x',
        ...limits,
      }),
      400,
      TH.depositChannelLimitsInvalid,
    );
  });

  it('credits a transfer outside the limits and flags its statement for staff', async () => {
    const ch = await bankChannel({ minAmount: 100, maxAmount: 1000 });
    const m = await registerMember(t.app);
    const below = feedTx({ toAccount: ch.bankAccount, fromAccount: m.BankAccount, amount: 50 });
    const inside = feedTx({ toAccount: ch.bankAccount, fromAccount: m.BankAccount, amount: 100 });
    const above = feedTx({ toAccount: ch.bankAccount, fromAccount: m.BankAccount, amount: 1000.01 });
    const stranger = feedTx({ toAccount: ch.bankAccount, fromAccount: newAccount(), amount: 5000 });
    expect(await feedOutcomes(t.app, [below, inside, above, stranger])).toEqual([
      'credited',
      'credited',
      'credited',
      'unmatched',
    ]);
    expect(await gameWalletOf(t.app, m.token)).toBe(1150.01);

    const res = await t.app.inject({ url: '/admin/v1/bank-statements?pageSize=200', headers: admin });
    const flags = new Map(
      (res.json().data.items as Array<{ ref: string; limitBreach: string | null }>).map((s) => [
        s.ref,
        s.limitBreach,
      ]),
    );
    expect([below, inside, above, stranger].map((tx) => flags.get(tx.ref))).toEqual([
      'belowMinimum',
      null,
      'aboveMaximum',
      'aboveMaximum',
    ]);
  });

  it('records limits in the update audit entry', async () => {
    const ch = await bankChannel();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${ch.id}`,
      headers: as('finance'),
      payload: {
        channel: 'BANK',
        bankCode: '006',
        bankAccount: ch.bankAccount,
        fullName: 'โชคดี ทดสอบ',
        minAmount: 20,
        hiddenFromNew: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await entriesOf('channels.update')).find((e) => e.target === `channel:${ch.id}`);
    expect(entry).toMatchObject({
      actor: `staff:${staff.finance!.id}`,
      before: { minAmount: null, maxAmount: null, hiddenFromNew: false },
      after: { minAmount: 20, maxAmount: null, hiddenFromNew: true },
    });
  });
});

describe('hidden from new members', () => {
  it('is shown only once the member has a credited deposit', async () => {
    const hidden = await bankChannel({ hiddenFromNew: true });
    const m = await registerMember(t.app);
    const accounts = async () => (await memberChannels(m.token)).map((c) => c.BankAccount);
    expect(await accounts()).not.toContain(hidden.bankAccount);

    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 300 })])).toEqual([
      'credited',
    ]);
    expect(await accounts()).toContain(hidden.bankAccount);

    // Another new member still does not see it; switched off, the depositor does not either.
    const newcomer = await registerMember(t.app);
    expect((await memberChannels(newcomer.token)).map((c) => c.BankAccount)).not.toContain(
      hidden.bankAccount,
    );
    const off = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${hidden.id}`,
      headers: admin,
      payload: {
        channel: 'BANK',
        bankCode: '006',
        bankAccount: hidden.bankAccount,
        fullName: 'โชคดี ทดสอบ',
        hiddenFromNew: true,
        active: false,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await accounts()).not.toContain(hidden.bankAccount);
  });
});

describe('PUT /admin/v1/deposit-channels/order', () => {
  it('saves the whole order in one call with one audit entry; members see it', async () => {
    const first = await bankChannel();
    const ids = await listIds();
    const wanted = [first.id, ...ids.filter((id) => id !== first.id).reverse()];
    const res = await reorder(wanted, as('owner'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TH.depositChannelsOrdered);
    const answered = res.json().data as Array<{ id: string; sortOrder: number }>;
    expect(answered.map((c) => c.id)).toEqual(wanted);
    expect(answered.map((c) => c.sortOrder)).toEqual(wanted.map((_, i) => i));
    expect(await listIds()).toEqual(wanted);

    const m = await registerMember(t.app);
    expect((await memberChannels(m.token))[0]!.BankAccount).toBe(first.bankAccount);

    const entries = (await entriesOf('channels.order')).filter(
      (e) => JSON.stringify(e.after) === JSON.stringify({ ids: wanted }),
    );
    expect(entries).toEqual([
      {
        actor: `staff:${staff.owner!.id}`,
        target: 'channels:order',
        before: { ids },
        after: { ids: wanted },
      },
    ]);

    // The same order again changes nothing and writes nothing.
    const count = (await entriesOf('channels.order')).length;
    expect((await reorder(wanted)).statusCode).toBe(200);
    expect(await entriesOf('channels.order')).toHaveLength(count);
  });

  it('refuses a list that is not exactly the stored channels (409) and malformed ones (400)', async () => {
    const ids = await listIds();
    const count = (await entriesOf('channels.order')).length;
    expectFailure(await reorder(ids.slice(1)), 409, TH.depositChannelOrderStale);
    expectFailure(
      await reorder([...ids.slice(1), '00000000-0000-4000-8000-000000000000']),
      409,
      TH.depositChannelOrderStale,
    );
    expectFailure(await reorder([ids[0], ids[0]]), 400, TH.invalidRequest);
    expectFailure(await reorder([]), 400, TH.invalidRequest);
    expectFailure(await reorder(['not-a-uuid']), 400, TH.invalidRequest);
    expect(
      (await t.app.inject({ method: 'PUT', url: ORDER, headers: admin, payload: { ids, extra: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(await entriesOf('channels.order')).toHaveLength(count);
    expect(await listIds()).toEqual(ids);
  });

  it('two reorders at once: both apply in turn, each entry names the order it replaced', async () => {
    const ids = await listIds();
    const a = [...ids].reverse();
    const b = [...ids.slice(1), ids[0]!];
    const count = (await entriesOf('channels.order')).length;
    const replies = await Promise.all([reorder(a), reorder(b)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const fresh = (await entriesOf('channels.order')).slice(count);
    expect(fresh).toHaveLength(2);
    expect((fresh[1]!.before as { ids: string[] }).ids).toEqual((fresh[0]!.after as { ids: string[] }).ids);
    expect(await listIds()).toEqual((fresh[1]!.after as { ids: string[] }).ids);
  });
});

describe('roles', () => {
  it('owner and finance manage channels; support and marketing are refused every channel call', async () => {
    const ids = await listIds();
    for (const role of ['owner', 'finance'] as const) {
      expect((await t.app.inject({ url: ADMIN, headers: as(role) })).statusCode).toBe(200);
      expect((await reorder(ids, as(role))).statusCode).toBe(200);
    }
    const body = { channel: 'WALLET', phoneNumber: '0891112222', fullName: 'x' };
    for (const role of ['support', 'marketing'] as const) {
      expectFailure(await t.app.inject({ url: ADMIN, headers: as(role) }), 403, TH.staffNotPermitted);
      expectFailure(await create(body, as(role)), 403, TH.staffNotPermitted);
      expectFailure(
        await t.app.inject({ method: 'PUT', url: `${ADMIN}/${ids[0]}`, headers: as(role), payload: body }),
        403,
        TH.staffNotPermitted,
      );
      expectFailure(await reorder(ids, as(role)), 403, TH.staffNotPermitted);
    }
    expectFailure(await t.app.inject({ method: 'PUT', url: ORDER, payload: { ids } }), 403, TH.forbidden);
  });
});
