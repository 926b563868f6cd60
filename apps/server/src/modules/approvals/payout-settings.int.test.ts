import { TH, type SiteConfig } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { fundedMember, setWithdrawConfig, withdraw, withdrawalsOf } from '../withdrawals/test-kit';
import { approve } from './test-kit';

/**
 * Issue 23 hole 2: one marketing account raised the automatic payout (`maxautoWithdraw: 50000`) and two
 * 50,000 withdrawals were paid with no finance involved. Marketing may not touch withdrawal settings at
 * all; anyone's raise of a withdrawal setting, a reward rate or the wheel waits for a second person.
 */
const t = useTestApp();
const CONFIG = '/admin/v1/config';
const RULES = '/admin/v1/withdrawals/rules';
const WHEEL = '/admin/v1/wheel/prizes';

let marketing: SignedInStaff;
let owner: SignedInStaff;
let finance: SignedInStaff;
beforeAll(async () => {
  marketing = await signInNewStaff(t.app, 'marketing');
  owner = await signInNewStaff(t.app, 'owner');
  finance = await signInNewStaff(t.app, 'finance');
  await setWithdrawConfig(t.app, {}); // the demo site's: automatic payouts up to 5,000
});

const readConfig = async (): Promise<SiteConfig> =>
  (await t.app.inject({ url: CONFIG, headers: { 'x-admin-key': ADMIN_KEY } })).json().data;
const putConfig = (headers: Record<string, string>, config: SiteConfig) =>
  t.app.inject({ method: 'PUT', url: CONFIG, headers, payload: config });
const withAuto = (c: SiteConfig, maxautoWithdraw: number): SiteConfig => ({
  ...c,
  Withdraw: { ...c.Withdraw, autoWithdraw: { useautoWithdraw: true, maxautoWithdraw } },
});

describe('withdrawal settings: marketing never, a raise only with a second person', () => {
  it('refuses marketing raising the automatic payout; 50,000 withdrawals then wait for finance', async () => {
    const before = await readConfig();
    expectFailure(
      await putConfig(marketing.headers, withAuto(before, 50_000)),
      403,
      TH.withdrawSettingsNotPermitted,
    );
    // Not even lowering: how money leaves is finance's and the owner's.
    expectFailure(
      await putConfig(marketing.headers, withAuto(before, 1_000)),
      403,
      TH.withdrawSettingsNotPermitted,
    );
    expect((await readConfig()).Withdraw).toEqual(before.Withdraw);

    for (let i = 0; i < 2; i += 1) {
      const m = await fundedMember(t, 5_000_000n);
      expect((await withdraw(t.app, m.token, 50_000)).statusCode).toBe(200);
      expect((await withdrawalsOf(t.app, m.id)).map((w) => w.status)).toEqual(['pending']);
    }
  });

  it('still saves marketing’s other settings', async () => {
    const before = await readConfig();
    const res = await putConfig(marketing.headers, { ...before, alertyMessage: 'ประกาศใหม่' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readConfig()).alertyMessage).toBe('ประกาศใหม่');
  });

  it('makes an owner’s raise wait, saves the rest, and applies it once finance approves', async () => {
    const before = await readConfig();
    const res = await putConfig(owner.headers, { ...withAuto(before, 50_000), alertyMessage: 'พร้อมกัน' });
    expect(res.statusCode, res.body).toBe(202);
    const request = res.json().approval;
    expect(request).toMatchObject({
      kind: 'withdrawals.settings',
      subject: 'config:withdraw',
      before: { Withdraw: before.Withdraw },
      after: { Withdraw: withAuto(before, 50_000).Withdraw },
    });
    const now = await readConfig();
    expect(now.Withdraw).toEqual(before.Withdraw);
    expect(now.alertyMessage).toBe('พร้อมกัน');

    expectFailure(await approve(t.app, request.id, owner.headers), 403, TH.approvalOwnRequest);
    expect((await approve(t.app, request.id, finance.headers)).statusCode).toBe(200);
    expect((await readConfig()).Withdraw.autoWithdraw.maxautoWithdraw).toBe(50_000);
    await setWithdrawConfig(t.app, {});
  });

  it('lowers at once', async () => {
    const res = await putConfig(owner.headers, withAuto(await readConfig(), 1_000));
    expect(res.statusCode, res.body).toBe(200);
    expect((await readConfig()).Withdraw.autoWithdraw.maxautoWithdraw).toBe(1_000);
    await setWithdrawConfig(t.app, {});
  });

  it('makes a raise of the auto-withdraw rules wait; a tightening applies at once', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: RULES, headers: finance.headers, payload });
    const current = { autoMaxPerDay: 20_000, firstWithdrawalNeedsApproval: true, largeAmount: 20_000 };
    expect((await put(current)).statusCode).toBe(200); // tighter than the demo's (no daily maximum)
    const raised = await put({ ...current, autoMaxPerDay: 0 }); // 0: no daily maximum at all
    expect(raised.statusCode, raised.body).toBe(202);
    expect(raised.json().approval.kind).toBe('withdrawals.rules');
    const flagLess = await put({ ...current, largeAmount: current.largeAmount + 1 });
    expectFailure(flagLess, 409, TH.approvalAlreadyPending);
    const tighter = await put({ ...current, autoMaxPerDay: 1_000 });
    expect(tighter.statusCode, tighter.body).toBe(200);
    // The raise was asked against rules that changed since: it is not applied over them.
    expectFailure(await approve(t.app, raised.json().approval.id, owner.headers), 409, TH.approvalStale);
  });
});

describe('reward rates and the wheel: a raise waits for a second person', () => {
  it('keeps a higher cashback rate until approved', async () => {
    const before = await readConfig();
    const higher = { ...before, cashBack: { ...before.cashBack, Payout: before.cashBack.Payout + 10 } };
    const res = await putConfig(marketing.headers, higher);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().approval).toMatchObject({ kind: 'rewards.rates', subject: 'config:rewards' });
    expect((await readConfig()).cashBack.Payout).toBe(before.cashBack.Payout);
    expect((await approve(t.app, res.json().approval.id, owner.headers)).statusCode).toBe(200);
    expect((await readConfig()).cashBack.Payout).toBe(before.cashBack.Payout + 10);
  });

  it('keeps a wheel that pays more per spin until approved; a cheaper one applies at once', async () => {
    const table = (await t.app.inject({ url: WHEEL, headers: owner.headers })).json().data;
    const rows = table.prizes.map(({ id, label, kind, amount, weight, active }: Record<string, unknown>) => ({
      id,
      label,
      kind,
      amount,
      weight,
      active,
    }));
    const put = (prizes: unknown[]) =>
      t.app.inject({ method: 'PUT', url: WHEEL, headers: marketing.headers, payload: { prizes } });
    const credit = rows.findIndex((p: { kind: string }) => p.kind === 'CREDIT');
    const cheaper = rows.map((p: { amount: number }, i: number) =>
      i === credit ? { ...p, amount: 0.01 } : p,
    );
    expect((await put(cheaper)).statusCode).toBe(200);
    const raised = await put(rows);
    expect(raised.statusCode, raised.body).toBe(202);
    expect(raised.json().approval.kind).toBe('wheel.prizes');
    expect((await approve(t.app, raised.json().approval.id, finance.headers)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: WHEEL, headers: owner.headers })).json().data;
    expect(after.economics.creditPerSpin).toBe(table.economics.creditPerSpin);
  });
});
