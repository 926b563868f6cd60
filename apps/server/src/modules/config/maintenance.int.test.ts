import { TH } from '@chokdee/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { DEMO_CONFIG } from '../../seed/demo-content';
import { expectFailure, loginMember, memberHeaders, postLogout, siteHeaders } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx, newRef, pullSlip } from '../deposits/test-kit';
import { signInNewStaff } from '../staff/test-kit';
import { fundedMember, setWithdrawConfig, walletOf, withdraw } from '../withdrawals/test-kit';

const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };
const NOTICE = 'ปิดปรับปรุงระบบฝากถอน คาดว่าเปิดให้บริการอีกครั้งเวลา 06:00 น.';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const switchMaintenance = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: '/admin/v1/maintenance', headers, payload });
const prefix = async () =>
  (await t.app.inject({ method: 'GET', url: '/v2/prefix', headers: siteHeaders })).json().data;
const launch = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(token),
    payload: { ch: 'house-slot' },
  });

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target, 'config:site')))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return row;
}

beforeAll(() => setWithdrawConfig(t.app));
afterEach(async () => {
  await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: DEMO_CONFIG });
});

describe('PUT /admin/v1/maintenance', () => {
  it('switches maintenance on with a notice and a planned end, served by /v2/prefix, and audits it', async () => {
    const until = inAnHour();
    const res = await switchMaintenance({ on: true, message: NOTICE, until });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: TH.maintenanceOn });
    // The rest of the config is kept as it was.
    expect(res.json().data).toEqual({
      ...DEMO_CONFIG,
      Maintenance: true,
      MaintenanceMessage: NOTICE,
      MaintenanceUntil: until,
    });
    expect(await prefix()).toMatchObject({
      Maintenance: true,
      MaintenanceMessage: NOTICE,
      MaintenanceUntil: until,
    });

    const entry = await lastAudit('config.maintenance');
    expect(entry).toMatchObject({
      actor: 'api-key',
      before: { Maintenance: false, MaintenanceMessage: null, MaintenanceUntil: null },
      after: { Maintenance: true, MaintenanceMessage: NOTICE, MaintenanceUntil: until },
    });
    expect(entry!.ip).toBeTruthy();

    const off = await switchMaintenance({ on: false, message: NOTICE, until: null });
    expect(off.json()).toMatchObject({ success: 1, message: TH.maintenanceOff });
    expect(await prefix()).toMatchObject({ Maintenance: false, MaintenanceUntil: null });
    expect((await lastAudit('config.maintenance'))!.after).toEqual({
      Maintenance: false,
      MaintenanceMessage: NOTICE,
      MaintenanceUntil: null,
    });
  });

  it('is a settings.write call: marketing and the owner may, support and finance may not', async () => {
    const body = { on: false, message: '', until: null };
    for (const role of ['owner', 'marketing'] as const) {
      const staff = await signInNewStaff(t.app, role);
      expect((await switchMaintenance(body, staff.headers)).statusCode).toBe(200);
      expect((await lastAudit('config.maintenance'))!.actor).toBe(`staff:${staff.id}`);
    }
    for (const role of ['support', 'finance'] as const) {
      const staff = await signInNewStaff(t.app, role);
      expectFailure(await switchMaintenance(body, staff.headers), 403, TH.staffNotPermitted);
    }
    expectFailure(await switchMaintenance(body, siteHeaders), 403, TH.forbidden);
  });

  it.each([
    ['an unknown field', { on: true, message: '', until: null, force: true }, TH.unknownField],
    [
      'a notice over 500 characters',
      { on: true, message: 'ก'.repeat(501), until: null },
      TH.maintenanceMessageLong,
    ],
    ['a control character', { on: true, message: 'ปิด\u0000', until: null }, TH.controlCharacters],
    ['a planned end that is no time', { on: true, message: '', until: 'พรุ่งนี้' }, TH.maintenanceUntilInvalid],
    [
      'a planned end in the past',
      { on: true, message: '', until: '2020-01-01T00:00:00+07:00' },
      TH.maintenanceUntilPast,
    ],
  ])('refuses %s with 400 and stays off', async (_label, payload, message) => {
    expectFailure(await switchMaintenance(payload), 400, message);
    expect((await prefix()).Maintenance).toBe(false);
  });
});

describe('maintenance mode for members', () => {
  it('closes deposits by slip, withdrawals and game launches with 503 and the notice; the rest carries on', async () => {
    const m = await fundedMember(t, 100_000n);
    await switchMaintenance({ on: true, message: NOTICE, until: null });

    expectFailure(await withdraw(t.app, m.token, 100), 503, NOTICE);
    expectFailure(await pullSlip(t.app, m.token, newRef()), 503, NOTICE);
    expectFailure(await launch(m.token), 503, NOTICE);
    expect((await walletOf(t, m.id)).balance).toBe(100_000n);

    // Money that arrives is still credited: the bank feed is no member call.
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 200 })])).toEqual([
      'credited',
    ]);
    expect((await walletOf(t, m.id)).balance).toBe(120_000n);

    // Signing in, reading the balance and the history, and signing out keep working.
    const token = await loginMember(t.app, m.phoneNumber, m.Password);
    const balance = await t.app.inject({
      url: '/user-profile-composite/v1/profile/balance',
      headers: memberHeaders(token),
    });
    expect(balance.statusCode).toBe(200);
    const history = await t.app.inject({
      url: '/user-profile-composite/v1/history/deposit',
      headers: memberHeaders(token),
    });
    expect(history.statusCode).toBe(200);
    expect((await postLogout(t.app, token)).statusCode).toBe(200);

    // A caller without a session is still told to sign in, not about maintenance.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/fund-composite/v1/withdrawal',
      headers: siteHeaders,
      payload: {},
    });
    expectFailure(anonymous, 401, TH.unauthorized);

    await switchMaintenance({ on: false, message: '', until: null });
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
    expect((await launch(m.token)).statusCode).toBe(200);
  });

  it("answers the catalogue's notice when the operator wrote none", async () => {
    const m = await fundedMember(t);
    await switchMaintenance({ on: true, message: '', until: null });
    expectFailure(await launch(m.token), 503, TH.siteMaintenance);
  });

  it('closes every member call that changes state except the listed ones (new money calls closed by default)', () => {
    expect([...t.app.maintenanceClosedRoutes].sort()).toEqual(
      [
        'POST /fund-composite/v1/withdrawal',
        'POST /game-composite/v1/launch',
        'POST /game-composite/v1/reload',
        'POST /prize-composite/v1/spins',
        'POST /user-profile-composite/v1/topup-api/pullslip',
        'POST /user-profile-composite/v1/topup/itemcode/redeem',
        'GET /user-profile-composite/v1/users/affiliate/vertify',
        'GET /user-profile-composite/v1/users/cashback/vertify',
      ].sort(),
    );
  });
});
