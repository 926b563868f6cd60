import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG } from '../../seed/demo-content';
import { seedDemoContent } from '../../seed/demo-content';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { siteHeaders } from '../../../test/factories';

const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };

describe('GET /v2/prefix', () => {
  it('answers every site-config field of SPEC §3 from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/prefix', headers: siteHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.data).toEqual(DEMO_CONFIG);
    for (const key of [
      'appId',
      'LineId',
      'logoUrl',
      'theme',
      'alertyImage',
      'alertyMessage',
      'Partner',
      'Promotion',
      'Maintenance',
      'Disabled',
      'Product',
      'getNameBank',
      'cashBack',
      'Affiliate',
      'Withdraw',
    ]) {
      expect(body.data).toHaveProperty(key);
    }
    expect(body.data.Affiliate.percent.level2).toEqual({ enable: true, percent: 0.1 });
    expect(body.data.Withdraw.autoWithdraw).toHaveProperty('maxautoWithdraw');
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'x-api-key': 'nope-nope-nope' }],
  ])('refuses a %s site API key with 403 and success 0', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/prefix', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: 0 });
    expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('operator config API', () => {
  it('needs the admin key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: siteHeaders });
    expect(res.statusCode).toBe(403);
  });

  it('reads and replaces the config; members see the change', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: admin });
    expect(read.json().data).toEqual(DEMO_CONFIG);
    const changed = {
      ...DEMO_CONFIG,
      LineId: '@newline',
      Withdraw: { ...DEMO_CONFIG.Withdraw, minWithdraw: 300 },
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/v1/config',
      headers: admin,
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ success: 1, data: changed });
    const prefix = await t.app.inject({ method: 'GET', url: '/v2/prefix', headers: siteHeaders });
    expect(prefix.json().data.LineId).toBe('@newline');
    expect(prefix.json().data.Withdraw.minWithdraw).toBe(300);
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: DEMO_CONFIG });
  });

  it('rejects an invalid config with 400 and keeps the old one', async () => {
    const bad = { ...DEMO_CONFIG, Withdraw: { ...DEMO_CONFIG.Withdraw, minWithdraw: 1.234 } };
    const put = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: bad });
    expect(put.statusCode).toBe(400);
    expect(put.json().success).toBe(0);
    const extra = await t.app.inject({
      method: 'PUT',
      url: '/admin/v1/config',
      headers: admin,
      payload: { ...DEMO_CONFIG, hack: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: admin });
    expect(read.json().data).toEqual(DEMO_CONFIG);
  });

  // Issue 17 item 5: an operator replaces a bank's logo in the config; members' pages read it from /v2/prefix.
  it("replaces a bank's logo by code, with a path on this site or a data:image URL only", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload });
    const bankLogos = { '004': '/uploads/kbank.png', TRUEMONEY: 'data:image/png;base64,iVBORw0KGgo=' };
    expect((await put({ ...DEMO_CONFIG, bankLogos })).statusCode).toBe(200);
    const prefix = await t.app.inject({ method: 'GET', url: '/v2/prefix', headers: siteHeaders });
    expect(prefix.json().data.bankLogos).toEqual(bankLogos);
    for (const bad of [
      { '004': 'javascript:alert(1)' },
      { '004': '//evil.example/logo.png' },
      { '004': '/x" onerror="alert(1)' },
      { '999': '/uploads/unknown-bank.png' },
    ]) {
      expect((await put({ ...DEMO_CONFIG, bankLogos: bad })).statusCode).toBe(400);
    }
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: admin });
    expect(read.json().data.bankLogos).toEqual(bankLogos);
    await put(DEMO_CONFIG);
  });

  it('seeding never overwrites the operator config', async () => {
    const changed = { ...DEMO_CONFIG, appId: 'operator-own' };
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: changed });
    expect(await seedDemoContent(t.database.db)).toBe(false);
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: admin });
    expect(read.json().data.appId).toBe('operator-own');
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: DEMO_CONFIG });
  });
});
