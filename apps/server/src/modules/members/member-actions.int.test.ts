import { accountMismatch, TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  getRefresh,
  loginMember,
  memberHeaders,
  newAccount,
  postLogin,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { CHANNEL_KBANK } from '../deposits/test-kit';
import { signInNewStaff } from '../staff/test-kit';
import { adminGet, adminSend, MEMBERS, newMember, rowsOf } from './test-kit';

/** Lock, unlock, reset password, notes and bank change (docs/decisions/078-member-actions.md). */
const t = useTestApp();
const reason = 'สมาชิกแจ้งทางไลน์ ยืนยันตัวตนแล้ว';

const act = (id: string, verb: string, payload: object = { reason }, headers?: Record<string, string>) =>
  adminSend(t.app, 'POST', `${MEMBERS}/${id}/${verb}`, payload, headers);
const changeBank = (id: string, payload: object, headers?: Record<string, string>) =>
  adminSend(t.app, 'PUT', `${MEMBERS}/${id}/bank`, { reason, ...payload }, headers);

interface AuditRow {
  actor: string;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const auditOf = (action: string, memberId: string) =>
  rowsOf<AuditRow>(
    t,
    sql`select actor, ip, before, after from audit_entries
        where action = ${action} and target = ${`member:${memberId}`} order by id`,
  );
const memberState = async (id: string) =>
  (
    await rowsOf<{ locked: boolean; must_change_password: boolean; bank_account: string }>(
      t,
      sql`select locked, must_change_password, bank_account from members where id = ${id}`,
    )
  )[0]!;

describe('POST /admin/v1/members/:id/lock and /unlock', () => {
  it('a lock racing sign-ins leaves no live session, whichever commits first', async () => {
    const m = await newMember(t);
    const tries = Array.from({ length: 6 }, () => postLogin(t.app, m.phoneNumber, m.Password));
    const [locked] = await Promise.all([act(m.id, 'lock'), ...tries]);
    expect(locked.statusCode).toBe(200);
    const live = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from sessions where member_id = ${m.id} and revoked_at is null`,
    );
    expect(live[0]!.n).toBe(0);
  });

  it("locks: the member's next call is 401, sign-in is refused, the entry is written; unlock lets them in", async () => {
    const m = await newMember(t);
    const other = await loginMember(t.app, m.phoneNumber, m.Password);
    const res = await act(m.id, 'lock');
    expect(res.json()).toEqual({
      success: 1,
      data: { locked: true, changed: true },
      message: TH.memberLockDone,
    });
    expect((await memberState(m.id)).locked).toBe(true);
    // Every session, not only one: both answer 401 at once.
    expectFailure(await getRefresh(t.app, m.token), 401, TH.unauthorized);
    expectFailure(
      await t.app.inject({
        method: 'GET',
        url: '/fund-composite/v1/withdrawal/condition',
        headers: memberHeaders(other),
      }),
      401,
      TH.unauthorized,
    );
    expectFailure(await postLogin(t.app, m.phoneNumber, m.Password), 403, TH.memberLocked);
    expect(await auditOf('members.lock', m.id)).toEqual([
      { actor: 'api-key', ip: '127.0.0.1', before: { locked: false }, after: { locked: true, reason } },
    ]);

    // A second lock changes nothing and writes nothing.
    expect((await act(m.id, 'lock')).json().data).toEqual({ locked: true, changed: false });
    expect(await auditOf('members.lock', m.id)).toHaveLength(1);

    const unlocked = await act(m.id, 'unlock');
    expect(unlocked.json()).toEqual({
      success: 1,
      data: { locked: false, changed: true },
      message: TH.memberUnlockDone,
    });
    expect(await auditOf('members.unlock', m.id)).toEqual([
      { actor: 'api-key', ip: '127.0.0.1', before: { locked: true }, after: { locked: false, reason } },
    ]);
    const token = await loginMember(t.app, m.phoneNumber, m.Password);
    expect((await getRefresh(t.app, token)).statusCode).toBe(200);
  });

  it('requires a reason, refuses unknown fields, answers 404 for no such member', async () => {
    const m = await newMember(t);
    expectFailure(await act(m.id, 'lock', {}), 400, TH.staffReasonRequired);
    expectFailure(await act(m.id, 'lock', { reason: '  ' }), 400, TH.staffReasonRequired);
    expectFailure(await act(m.id, 'lock', { reason, notify: true }), 400, TH.unknownField);
    expectFailure(await act(m.id, 'unlock', { reason: 'x'.repeat(501) }), 400, TH.staffReasonTooLong);
    expectFailure(await act('00000000-0000-4000-8000-000000000000', 'lock'), 404, TH.memberIdNotFound);
    expectFailure(await act('not-a-uuid', 'lock'), 404, TH.memberIdNotFound);
    expect((await memberState(m.id)).locked).toBe(false);
    expect(await auditOf('members.lock', m.id)).toEqual([]);
  });
});

describe('POST /admin/v1/members/:id/reset-password', () => {
  it('answers a temporary password once, ends sessions, refuses the old one; the flag holds until changed', async () => {
    const m = await newMember(t);
    const res = await act(m.id, 'reset-password');
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json().data as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[a-z0-9]{10}$/);
    expect(res.json().message).toBe(TH.memberPasswordResetDone);
    expectFailure(await getRefresh(t.app, m.token), 401, TH.unauthorized);
    expectFailure(await postLogin(t.app, m.phoneNumber, m.Password), 401, TH.loginFailed);

    const login = await postLogin(t.app, m.phoneNumber, temporaryPassword);
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
    expect((await memberState(m.id)).must_change_password).toBe(true);

    const entries = await auditOf('members.reset-password', m.id);
    expect(entries).toEqual([
      {
        actor: 'api-key',
        ip: '127.0.0.1',
        before: { mustChangePassword: false },
        after: { mustChangePassword: true, reason },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);

    // The member's own change clears the flag.
    const change = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/change-password`,
      headers: memberHeaders(login.json().authToken),
      payload: {
        phone_number: m.phoneNumber,
        old_Password: temporaryPassword,
        Password: 'newpass99',
        Confirm_Password: 'newpass99',
      },
    });
    expect(change.json()).toEqual({ success: 0, message: TH.passwordChanged });
    const again = await postLogin(t.app, m.phoneNumber, 'newpass99');
    expect(again.json().mustChangePassword).toBe(false);
  });

  it('answers mustChangePassword: false on an ordinary sign-in', async () => {
    const m = await newMember(t);
    const login = await postLogin(t.app, m.phoneNumber, m.Password);
    expect(login.json()).toMatchObject({ success: 1, mustChangePassword: false });
  });
});

describe('notes', () => {
  it('adds a note with its author and time, lists it newest first, writes the entry', async () => {
    const m = await newMember(t);
    const support = await signInNewStaff(t.app, 'support');
    const first = await act(m.id, 'notes', { text: 'โทรมาถามเรื่องโบนัส' });
    expect(first.json()).toEqual({
      success: 1,
      data: {
        id: expect.any(String),
        author: 'api-key',
        text: 'โทรมาถามเรื่องโบนัส',
        createdAt: expect.any(String),
      },
      message: TH.memberNoteAdded,
    });
    const second = await act(m.id, 'notes', { text: '  บรรทัดแรก\nบรรทัดสอง  ' }, support.headers);
    expect(second.json().data).toMatchObject({ author: `staff:${support.id}`, text: 'บรรทัดแรก\nบรรทัดสอง' });

    const list = await adminGet(t.app, `${MEMBERS}/${m.id}/notes`);
    expect(list.json().data).toEqual({ total: 2, items: [second.json().data, first.json().data] });
    const entries = await auditOf('members.note', m.id);
    expect(entries.map((e) => [e.actor, e.after])).toEqual([
      ['api-key', { noteId: first.json().data.id, text: 'โทรมาถามเรื่องโบนัส' }],
      [`staff:${support.id}`, { noteId: second.json().data.id, text: 'บรรทัดแรก\nบรรทัดสอง' }],
    ]);
  });

  it('refuses an empty note, one over 1000 characters, control characters and unknown fields', async () => {
    const m = await newMember(t);
    expectFailure(await act(m.id, 'notes', { text: ' ' }), 400, TH.memberNoteRequired);
    expectFailure(await act(m.id, 'notes', {}), 400, TH.memberNoteRequired);
    expectFailure(await act(m.id, 'notes', { text: 'x'.repeat(1001) }), 400, TH.memberNoteTooLong);
    expectFailure(await act(m.id, 'notes', { text: 'a\u0000b' }), 400, TH.controlCharacters);
    expectFailure(await act(m.id, 'notes', { text: 'ok', pinned: true }), 400, TH.unknownField);
    expect((await act(m.id, 'notes', { text: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect(await auditOf('members.note', m.id)).toHaveLength(1);
  });
});

describe('PUT /admin/v1/members/:id/bank', () => {
  it('changes the bound account and keeps the old one, masked, in the audit entry', async () => {
    const m = await newMember(t);
    const account = newAccount('014');
    const res = await changeBank(m.id, { BankCode: '014', BankAccount: account });
    expect(res.json()).toEqual({
      success: 1,
      data: { bankCode: '014', bankAccount: account, masked: false },
      message: TH.memberBankChanged,
    });
    expect((await memberState(m.id)).bank_account).toBe(account);
    const mask = (a: string) => `${'*'.repeat(a.length - 4)}${a.slice(-4)}`;
    const entries = await auditOf('members.bank', m.id);
    expect(entries).toEqual([
      {
        actor: 'api-key',
        ip: '127.0.0.1',
        before: { bankCode: '004', bankAccount: mask(m.BankAccount) },
        after: { bankCode: '014', bankAccount: mask(account), reason },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(m.BankAccount);
    expect(JSON.stringify(entries)).not.toContain(account);
    // The member's own view shows the new account.
    const token = await loginMember(t.app, m.phoneNumber, m.Password);
    expect((await getRefresh(t.app, token)).json().data).toMatchObject({
      BankCode: '014',
      BankAccount: account,
    });
  });

  it('refuses as signup does: bank code, length for the bank, the site account, another member, the same one', async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    expectFailure(
      await changeBank(m.id, { BankCode: '999', BankAccount: newAccount() }),
      400,
      TH.fillBeforeConfirm,
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: '123456789012' }),
      400,
      accountMismatch('004', '123456789012'),
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: CHANNEL_KBANK }),
      409,
      TH.memberBankIsSite,
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: other.BankAccount }),
      409,
      TH.memberBankOfOther,
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: m.BankAccount }),
      400,
      TH.memberBankUnchanged,
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: newAccount(), x: 1 }),
      400,
      TH.unknownField,
    );
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: newAccount(), reason: '' }),
      400,
      TH.staffReasonRequired,
    );
    expect((await memberState(m.id)).bank_account).toBe(m.BankAccount);
    expect(await auditOf('members.bank', m.id)).toEqual([]);
  });
});

describe('permissions', () => {
  it('support may lock, unlock, reset and note, but not change the bank', async () => {
    const m = await newMember(t);
    const { headers, id } = await signInNewStaff(t.app, 'support');
    expect((await act(m.id, 'lock', { reason }, headers)).statusCode).toBe(200);
    expect((await act(m.id, 'unlock', { reason }, headers)).statusCode).toBe(200);
    expect((await act(m.id, 'reset-password', { reason }, headers)).statusCode).toBe(200);
    expect((await act(m.id, 'notes', { text: 'ok' }, headers)).statusCode).toBe(200);
    expectFailure(
      await changeBank(m.id, { BankCode: '004', BankAccount: newAccount() }, headers),
      403,
      TH.staffNotPermitted,
    );
    expect((await auditOf('members.lock', m.id))[0]!.actor).toBe(`staff:${id}`);
  });

  it('finance and marketing may not act on a member; only the owner changes the bank', async () => {
    const m = await newMember(t);
    for (const role of ['finance', 'marketing'] as const) {
      const { headers } = await signInNewStaff(t.app, role);
      for (const verb of ['lock', 'unlock', 'reset-password']) {
        expectFailure(await act(m.id, verb, { reason }, headers), 403, TH.staffNotPermitted);
      }
      expectFailure(await act(m.id, 'notes', { text: 'x' }, headers), 403, TH.staffNotPermitted);
      expectFailure(
        await changeBank(m.id, { BankCode: '004', BankAccount: newAccount() }, headers),
        403,
        TH.staffNotPermitted,
      );
    }
    expect((await memberState(m.id)).locked).toBe(false);
    const owner = await signInNewStaff(t.app, 'owner');
    const account = newAccount();
    const res = await changeBank(m.id, { BankCode: '004', BankAccount: account }, owner.headers);
    expect(res.json().data).toEqual({ bankCode: '004', bankAccount: account, masked: false });
    expect((await auditOf('members.bank', m.id))[0]!.actor).toBe(`staff:${owner.id}`);
  });

  it('a staff state change without the CSRF token is refused and changes nothing', async () => {
    const m = await newMember(t);
    const { cookie } = await signInNewStaff(t.app, 'owner');
    expectFailure(
      await act(m.id, 'lock', { reason }, { cookie: `chokdee_staff=${cookie}` }),
      403,
      TH.staffCsrfMissing,
    );
    expect((await memberState(m.id)).locked).toBe(false);
  });
});
