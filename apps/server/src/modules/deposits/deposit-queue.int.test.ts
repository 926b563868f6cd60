import { TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import { expectFailure, newAccount, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { approve } from '../approvals/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import {
  expectLedgerHealthy,
  feedOutcomes,
  feedTx,
  gameWalletOf,
  postFeed,
  pullSlip,
  twinSlipVerifier,
} from './test-kit';

/**
 * The back office's deposit queue (issue 12 screen 3): who may fit a waiting transfer, assigning it (a
 * duplicate only deliberately), setting it aside as not ours, and the audit entry of each change.
 * An outside slip verifier is configured so that one transfer can be reported under two references.
 */
const { verifier, slipOf: twinOf } = twinSlipVerifier();
const t = useTestApp({ adapters: { slipVerifier: verifier }, env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const admin = { 'x-admin-key': ADMIN_KEY };
const slipOf = (feed: ReturnType<typeof feedTx>) => twinOf(feed);
const LIST = '/admin/v1/bank-statements';
const CHANNELS = '/admin/v1/deposit-channels';

const staff: Partial<Record<'owner' | 'finance' | 'support' | 'marketing', SignedInStaff>> = {};
beforeAll(async () => {
  for (const role of ['owner', 'finance', 'support', 'marketing'] as const)
    staff[role] = await signInNewStaff(t.app, role);
});
const as = (role: keyof typeof staff) => staff[role]!.headers;

const assign = (ref: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `${LIST}/${ref}/assign`, headers, payload });
const notOurs = (ref: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `${LIST}/${ref}/not-ours`, headers, payload });

interface Entry {
  actor: string;
  ip: string | null;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
async function entriesOf(action: string, target: string): Promise<Entry[]> {
  const res = await t.database.db.execute(
    sql`select actor, ip, target, before, after from audit_entries
        where action = ${action} and target = ${target} order by id`,
  );
  return (res as unknown as { rows: Entry[] }).rows;
}

async function listed(ref: string, status = 'unmatched') {
  const res = await t.app.inject({ url: `${LIST}?status=${status}&pageSize=200`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<Record<string, unknown> & { ref: string }>).find(
    (i) => i.ref === ref,
  );
}

let n = 0;
/** A 10-digit account ending in `last4`, unique in this file. */
const endingIn = (last4: string) => `2${String(++n).padStart(5, '0')}${last4}`;

describe('GET /admin/v1/bank-statements: candidates for a waiting transfer', () => {
  it('lists the members whose bank and account fit the masked sender, and nobody of another bank', async () => {
    const tx = feedTx({ fromAccount: 'xxxxxx7301', amount: 320 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const a = await registerMember(t.app, { BankAccount: endingIn('7301') });
    const b = await registerMember(t.app, { BankAccount: endingIn('7301') });
    await registerMember(t.app, { BankCode: '014', BankAccount: endingIn('7301') });
    await registerMember(t.app, { BankAccount: endingIn('7302') });

    const row = await listed(tx.ref);
    expect(row).toMatchObject({ moreCandidates: false, sameAsRef: null });
    expect(row!.candidates).toEqual([
      {
        memberId: expect.any(String),
        phoneNumber: a.phoneNumber,
        firstName: a.firstName,
        lastName: a.lastName,
        bankAccount: a.BankAccount,
      },
      expect.objectContaining({ phoneNumber: b.phoneNumber, bankAccount: b.BankAccount }),
    ]);
  });

  it('shows three and says there are more; a mask of fewer than 4 digits names nobody', async () => {
    const many = feedTx({ fromAccount: 'xxxxxx7401', amount: 41 });
    const vague = feedTx({ fromAccount: 'xxxxxxx401', amount: 42 });
    expect(await feedOutcomes(t.app, [many, vague])).toEqual(['unmatched', 'unmatched']);
    for (let i = 0; i < 4; i++) await registerMember(t.app, { BankAccount: endingIn('7401') });

    const row = await listed(many.ref);
    expect(row!.candidates).toHaveLength(3);
    expect(row!.moreCandidates).toBe(true);
    expect(await listed(vague.ref)).toMatchObject({ candidates: [], moreCandidates: false });
  });

  it('finds the one member of a full account number, and lists no candidates once credited', async () => {
    const account = newAccount();
    const tx = feedTx({ fromAccount: account, amount: 77 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const m = await registerMember(t.app, { BankAccount: account });
    expect((await listed(tx.ref))!.candidates).toEqual([
      expect.objectContaining({ phoneNumber: m.phoneNumber }),
    ]);
    expect((await assign(tx.ref, { phoneNumber: m.phoneNumber })).statusCode).toBe(200);
    expect(await listed(tx.ref, 'credited')).toMatchObject({ candidates: [], memberPhone: m.phoneNumber });
  });

  it('is open to the roles that read deposits, not to marketing', async () => {
    expect((await t.app.inject({ url: LIST, headers: as('support') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: LIST, headers: as('finance') })).statusCode).toBe(200);
    expectFailure(await t.app.inject({ url: LIST, headers: as('marketing') }), 403, TH.staffNotPermitted);
  });
});

describe('POST /admin/v1/bank-statements/:ref/assign', () => {
  it('writes one audit entry with who, where, before and after, and no sender account', async () => {
    // The member's own account, bound after the transfer came: assigned at once (a stranger's would wait
    // for a second person, docs/ABUSE.md 16.3).
    const account = newAccount();
    const tx = feedTx({ fromAccount: account, amount: 150 });
    await feedOutcomes(t.app, [tx]);
    const m = await registerMember(t.app, { BankAccount: account });
    const res = await assign(tx.ref, { phoneNumber: m.phoneNumber }, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...more] = await entriesOf('deposits.assign', `statement:${tx.ref}`);
    expect(more).toEqual([]);
    expect(entry).toEqual({
      actor: `staff:${staff.finance!.id}`,
      ip: '127.0.0.1',
      target: `statement:${tx.ref}`,
      before: expect.objectContaining({ ref: tx.ref, status: 'unmatched', amount: 150, memberId: null }),
      after: expect.objectContaining({
        status: 'credited',
        memberId: expect.any(String),
        creditedVia: 'operator',
        duplicateChecked: false,
      }),
    });
    expect(JSON.stringify(entry)).not.toContain(tx.fromAccount);
  });

  it('refuses support and marketing, and writes nothing for a refused call', async () => {
    const tx = feedTx({ fromAccount: newAccount(), amount: 60 });
    await feedOutcomes(t.app, [tx]);
    const m = await registerMember(t.app);
    expectFailure(
      await assign(tx.ref, { phoneNumber: m.phoneNumber }, as('support')),
      403,
      TH.staffNotPermitted,
    );
    expectFailure(
      await assign(tx.ref, { phoneNumber: m.phoneNumber }, as('marketing')),
      403,
      TH.staffNotPermitted,
    );
    expect(await entriesOf('deposits.assign', `statement:${tx.ref}`)).toEqual([]);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
  });

  it('credits a duplicate only when staff say they checked it is a transfer of its own', async () => {
    // Slip first (credited), then the feed reports the same transfer under its own reference: a duplicate.
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const tx = feedTx({ fromAccount: m.BankAccount, amount: 1200 });
    const slip = slipOf(tx);
    expect((await pullSlip(t.app, m.token, slip.ref)).statusCode).toBe(200);
    expect((await postFeed(t.app, [tx])).json().data.results[0]).toMatchObject({ status: 'duplicate' });
    expect(await listed(tx.ref, 'duplicate')).toMatchObject({
      sameAsRef: slip.ref,
      candidates: [expect.objectContaining({ phoneNumber: m.phoneNumber })],
    });

    expectFailure(await assign(tx.ref, { phoneNumber: m.phoneNumber }), 409, TH.statementDuplicateUnchecked);
    expectFailure(
      await assign(tx.ref, { phoneNumber: m.phoneNumber, duplicateChecked: false }),
      409,
      TH.statementDuplicateUnchecked,
    );
    expect(await gameWalletOf(t.app, m.token)).toBe(1200);

    const res = await assign(tx.ref, { phoneNumber: m.phoneNumber, duplicateChecked: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'credited', creditedVia: 'operator' });
    expect(await gameWalletOf(t.app, m.token)).toBe(2400);
    const [entry] = await entriesOf('deposits.assign', `statement:${tx.ref}`);
    expect(entry!.before).toMatchObject({ status: 'duplicate' });
    expect(entry!.after).toMatchObject({ status: 'credited', duplicateChecked: true });
    // Still known as the twin of the slip's statement.
    const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, tx.ref));
    expect(row!.sameAs).not.toBeNull();
    expectFailure(
      await assign(tx.ref, { phoneNumber: m.phoneNumber, duplicateChecked: true }),
      409,
      TH.alreadyProcessed,
    );
    await expectLedgerHealthy(t.database.db);
  });
});

describe('POST /admin/v1/bank-statements/:ref/not-ours', () => {
  it('sets a waiting transfer aside with its reason; nothing credits it afterwards', async () => {
    const account = newAccount();
    const tx = feedTx({ fromAccount: account, amount: 830 });
    await feedOutcomes(t.app, [tx]);
    const res = await notOurs(tx.ref, { reason: 'ลูกค้าโอนผิดบัญชี ธนาคารคืนเงินแล้ว' }, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: TH.statementNotOursDone,
      data: { ref: tx.ref, status: 'not_ours', reason: 'ลูกค้าโอนผิดบัญชี ธนาคารคืนเงินแล้ว' },
    });
    const [entry] = await entriesOf('deposits.not-ours', `statement:${tx.ref}`);
    expect(entry).toMatchObject({
      actor: `staff:${staff.finance!.id}`,
      before: { status: 'unmatched', reason: null },
      after: { status: 'not_ours', reason: 'ลูกค้าโอนผิดบัญชี ธนาคารคืนเงินแล้ว' },
    });

    // The sender signs up and tries every way in: the operator's assign, their own slip.
    const m = await registerMember(t.app, { BankAccount: account });
    expectFailure(await assign(tx.ref, { phoneNumber: m.phoneNumber }), 409, TH.statementMarkedNotOurs);
    twinOf(tx, { ref: tx.ref });
    expectFailure(await pullSlip(t.app, m.token, tx.ref), 404, TH.slipRefused);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
    expectFailure(await notOurs(tx.ref, { reason: 'อีกครั้ง' }), 409, TH.alreadyProcessed);
    expect(await entriesOf('deposits.not-ours', `statement:${tx.ref}`)).toHaveLength(1);
  });

  it('refuses a credited, rejected or unknown one, a missing reason, and roles that may not act', async () => {
    const m = await registerMember(t.app);
    const credited = feedTx({ fromAccount: m.BankAccount, amount: 10 });
    const rejected = feedTx({ toAccount: '4444444446' });
    const waiting = feedTx({ fromAccount: newAccount() });
    expect(await feedOutcomes(t.app, [credited, rejected, waiting])).toEqual([
      'credited',
      'rejected',
      'unmatched',
    ]);
    const reason = { reason: 'ตรวจสอบแล้ว' };
    expectFailure(await notOurs(credited.ref, reason), 409, TH.alreadyProcessed);
    expectFailure(await notOurs(rejected.ref, reason), 409, TH.statementNotAssignable);
    expectFailure(await notOurs('NO-SUCH-REF', reason), 404, TH.notFound);
    expectFailure(await notOurs(waiting.ref, {}), 400, TH.staffReasonRequired);
    expectFailure(await notOurs(waiting.ref, { reason: '   ' }), 400, TH.staffReasonRequired);
    expectFailure(await notOurs(waiting.ref, { reason: 'x'.repeat(501) }), 400, TH.staffReasonTooLong);
    expectFailure(await notOurs(waiting.ref, { reason: 'a\u0000b' }), 400, TH.controlCharacters);
    expectFailure(await notOurs(waiting.ref, { ...reason, memberId: 'x' }), 400);
    expectFailure(await notOurs(waiting.ref, reason, as('support')), 403, TH.staffNotPermitted);
    expectFailure(await notOurs(waiting.ref, reason, as('marketing')), 403, TH.staffNotPermitted);
    expect(await listed(waiting.ref)).toBeDefined();
    expect((await notOurs(waiting.ref, reason, as('owner'))).statusCode).toBe(200);
  });

  it('against an assignment at the same moment: exactly one wins, and money moves only if it is the assignment', async () => {
    for (let round = 0; round < 6; round++) {
      const account = newAccount();
      const tx = feedTx({ fromAccount: account, amount: 100 + round });
      await feedOutcomes(t.app, [tx]);
      const m = await registerMember(t.app, { BankAccount: account });
      const doAssign = () => assign(tx.ref, { phoneNumber: m.phoneNumber });
      const doNotOurs = () => notOurs(tx.ref, { reason: 'ไม่ใช่ของสมาชิก' });
      // Either one sent first.
      const [byAssign, byNotOurs] =
        round % 2
          ? await Promise.all([doAssign(), doNotOurs()])
          : (await Promise.all([doNotOurs(), doAssign()])).reverse();
      expect([byAssign!.statusCode, byNotOurs!.statusCode].sort()).toEqual([200, 409]);
      const assigned = byAssign!.statusCode === 200;
      expect(await gameWalletOf(t.app, m.token)).toBe(assigned ? 100 + round : 0);
      const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, tx.ref));
      expect(row!.status).toBe(assigned ? 'credited' : 'not_ours');
      const entries = [
        ...(await entriesOf('deposits.assign', `statement:${tx.ref}`)),
        ...(await entriesOf('deposits.not-ours', `statement:${tx.ref}`)),
      ];
      expect(entries).toHaveLength(1);
    }
    await expectLedgerHealthy(t.database.db);
  });

  it('two assignments of one statement to two members at once: one credit', async () => {
    const tx = feedTx({ fromAccount: newAccount(), amount: 555 });
    await feedOutcomes(t.app, [tx]);
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const replies = await Promise.all([
      assign(tx.ref, { phoneNumber: a.phoneNumber }, as('finance')),
      assign(tx.ref, { phoneNumber: b.phoneNumber }, as('owner')),
    ]);
    // A stranger's transfer: one request waits for a second person, the other is refused (ABUSE 16.3).
    expect(replies.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const { approval } = replies.find((r) => r.statusCode === 202)!.json();
    const checker = approval.requestedBy === `staff:${staff.finance!.id}` ? 'owner' : 'finance';
    expect((await approve(t.app, approval.id, as(checker))).statusCode).toBe(200);
    expect((await gameWalletOf(t.app, a.token)) + (await gameWalletOf(t.app, b.token))).toBe(555);
    expect(await entriesOf('deposits.assign', `statement:${tx.ref}`)).toHaveLength(1);
    await expectLedgerHealthy(t.database.db);
  });
});

describe('deposit channels: audit', () => {
  it('records a create and an update with the channel before and after, account number included', async () => {
    const body = { channel: 'BANK', bankCode: '006', bankAccount: '5559990001', fullName: 'โชคดี คิว' };
    const created = await t.app.inject({
      method: 'POST',
      url: CHANNELS,
      headers: as('finance'),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    expect(await entriesOf('channels.create', `channel:${id}`)).toEqual([
      {
        actor: `staff:${staff.finance!.id}`,
        ip: '127.0.0.1',
        target: `channel:${id}`,
        before: null,
        after: expect.objectContaining({ id, bankAccount: '5559990001', fullName: 'โชคดี คิว', active: true }),
      },
    ]);

    const off = { ...body, fullName: 'ปิดแล้ว', active: false };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${CHANNELS}/${id}`,
      headers: admin,
      payload: off,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await entriesOf('channels.update', `channel:${id}`)).toEqual([
      {
        actor: 'api-key',
        ip: '127.0.0.1',
        target: `channel:${id}`,
        before: expect.objectContaining({ fullName: 'โชคดี คิว', active: true }),
        after: expect.objectContaining({ fullName: 'ปิดแล้ว', active: false, bankAccount: '5559990001' }),
      },
    ]);
  });

  it('writes nothing for a refused change, and refuses roles that may not manage channels', async () => {
    const body = { channel: 'BANK', bankCode: '006', bankAccount: '5559990001', fullName: 'ซ้ำ' };
    const countCreates = async () => {
      const res = await t.database.db.execute(
        sql`select count(*)::int as n from audit_entries where action = 'channels.create'`,
      );
      return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const before = await countCreates();
    const taken = await t.app.inject({ method: 'POST', url: CHANNELS, headers: admin, payload: body });
    expectFailure(taken, 409, TH.depositChannelTaken);
    const fresh = { ...body, bankAccount: '5559990002' };
    for (const role of ['support', 'marketing'] as const) {
      const res = await t.app.inject({ method: 'POST', url: CHANNELS, headers: as(role), payload: fresh });
      expectFailure(res, 403, TH.staffNotPermitted);
    }
    expect(await countCreates()).toBe(before);
  });
});
