import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestApp } from '../../test/test-app';
import { memberHeaders, postCheckBank, registerMember, siteHeaders } from '../../test/factories';
import { BASE_CONFIG, DEMO_CONFIG } from './demo-content';

/**
 * Production never runs on simulators or demo content unless DEMO_MODE=1 says so (docs/ABUSE.md 8):
 * one app as production starts it (DEMO_MODE unset), one as a staging or demo site (DEMO_MODE=1).
 * Both are seeded the way the server seeds at start (test-app.ts: seedContent).
 */
const production = { NODE_ENV: 'production', HOUSE_PROVIDER_SECRET: 'test-house-provider-secret' } as const;
const real = useTestApp({ env: production });
const demo = useTestApp({ env: { ...production, DEMO_MODE: '1' } });
const admin = { 'x-admin-key': ADMIN_KEY };

async function shownToMembers(t: typeof real) {
  const m = await registerMember(t.app);
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: memberHeaders(m.token) })).json().data as unknown[];
  return {
    channels: await get('/user-profile-composite/v1/info/deposit'),
    promotions: await get('/user-profile-composite/v1/info/promotion'),
  };
}

describe('production without DEMO_MODE', () => {
  it('seeds no demo content: no receiving accounts, promotions or demo texts are shown to members', async () => {
    expect(real.env.DEMO_MODE).toBe('0');
    const prefix = (await real.app.inject({ url: '/v2/prefix', headers: siteHeaders })).json().data;
    expect(prefix).toEqual(BASE_CONFIG);
    expect(prefix).toMatchObject({ alertyMessage: '', LineId: '' });
    const shown = await shownToMembers(real);
    expect(shown.channels).toEqual([]);
    expect(shown.promotions).toEqual([]);
  });

  it('has no name lookup: getNameBank answers off even when the operator turns it on, no name is made up', async () => {
    const put = await real.app.inject({
      method: 'PUT',
      url: '/admin/v1/config',
      headers: admin,
      payload: { ...BASE_CONFIG, getNameBank: true },
    });
    expect(put.statusCode).toBe(200);
    const prefix = (await real.app.inject({ url: '/v2/prefix', headers: siteHeaders })).json().data;
    expect(prefix.getNameBank).toBe(false);
    const checked = await postCheckBank(real.app, '1234509876', '004');
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ firstName: '', lastName: '' });
  });

  it('says so on /readyz: not demo mode', async () => {
    expect((await real.app.inject({ url: '/readyz' })).json()).toEqual({ success: 1, demoMode: false });
  });
});

describe('production with DEMO_MODE=1 (staging, demos)', () => {
  it('seeds the demo content, looks names up with the simulator and says so on /readyz', async () => {
    expect((await demo.app.inject({ url: '/readyz' })).json()).toEqual({ success: 1, demoMode: true });
    const prefix = (await demo.app.inject({ url: '/v2/prefix', headers: siteHeaders })).json().data;
    expect(prefix).toEqual(DEMO_CONFIG);
    const shown = await shownToMembers(demo);
    expect(shown.channels.length).toBeGreaterThan(0);
    expect(shown.promotions.length).toBeGreaterThan(0);
    const checked = await postCheckBank(demo.app, '1234509877', '004');
    expect(checked.json().data.firstName).not.toBe('');
  });
});
