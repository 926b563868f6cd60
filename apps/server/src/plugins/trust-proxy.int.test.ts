import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure, newPhone, postCheckPhone, postLogin, registerMember } from '../../test/factories';
import { useTestApp, type TestApp } from '../../test/test-app';

/**
 * TRUST_PROXY (docs/ABUSE.md 16.7): only the configured proxies' entries of X-Forwarded-For are believed,
 * counted from the right; whatever the client wrote to the left of them is not its address.
 */
const PROXY = '10.0.0.2';
/** The member's real address: what the proxy appended to the header the client sent. */
const REAL = '203.0.113.5';

const loginsOf = async (t: TestApp, phone: string) =>
  (
    (await t.database.db.execute(
      sql`select l.ip from member_logins l join members m on m.id = l.member_id
          where m.phone_number = ${phone} order by l.id`,
    )) as unknown as { rows: { ip: string }[] }
  ).rows.map((r) => r.ip);

/** Calls as they arrive through the proxy: the client's forged entry, then the one the proxy appended. */
const through = (forged: string, chain: string[] = [REAL]) => ({
  remoteAddress: PROXY,
  headers: {
    'x-api-key': 'test-site-key-123',
    'accept-language': 'th',
    'x-forwarded-for': [forged, ...chain].join(', '),
  },
});

describe('TRUST_PROXY=1: one proxy hop', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', LOOKUP_IP_LIMIT_PER_MIN: '5' } });

  it('records the address the proxy appended in the login history, not the forged one', async () => {
    const m = await registerMember(t.app, { remoteAddress: '192.0.2.50' });
    expect((await postLogin(t.app, m.phoneNumber, m.Password, through('1.2.3.4'))).statusCode).toBe(200);
    expect((await postLogin(t.app, m.phoneNumber, 'wrong-pass', through('5.6.7.8'))).statusCode).toBe(401);
    expect((await loginsOf(t, m.phoneNumber)).slice(-2)).toEqual([REAL, REAL]);
  });

  it('keeps the per-address checkPhone limit whatever the client writes in front', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await postCheckPhone(t.app, newPhone(), through(`1.2.3.${i}`))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expectFailure(await postCheckPhone(t.app, newPhone(), through('9.9.9.9')), 429, TH.tooManyRequests);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1', LOOKUP_IP_LIMIT_PER_MIN: '5' } });

  it('walks back over the listed proxies only: the first address not listed is the client', async () => {
    const m = await registerMember(t.app, { remoteAddress: '192.0.2.51' });
    // Two proxies of the list (the edge one appended REAL, the inner one appended the edge's address).
    const res = await postLogin(t.app, m.phoneNumber, m.Password, through('1.2.3.4', [REAL, '10.1.2.3']));
    expect(res.statusCode).toBe(200);
    expect((await loginsOf(t, m.phoneNumber)).at(-1)).toBe(REAL);
  });
});
