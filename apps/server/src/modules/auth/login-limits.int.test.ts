import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  getRefresh,
  newAccount,
  post,
  postCheckPhone,
  postLogin,
  registerMember,
  signupPayload,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const FAIL_LIMIT = 3;
const IP_LIMIT = 3;
const LOOKUP_LIMIT = 4;

/**
 * The same limits on both stores: the rate_limits table, and Redis when TEST_REDIS_URL is set.
 * Each test calls from an address of its own so the per-IP counters of one test never reach another.
 */
function limitTests(store: 'database' | 'redis') {
  const t = useTestApp({
    redis: store === 'redis',
    env: {
      LOGIN_FAIL_LIMIT: String(FAIL_LIMIT),
      LOGIN_IP_LIMIT_PER_MIN: String(IP_LIMIT),
      LOOKUP_IP_LIMIT_PER_MIN: String(LOOKUP_LIMIT),
    },
  });

  // Every call not about the per-IP limit comes from a fresh address, so only the limit under test bites
  // (and the per-phone lock is shown to hold whatever the address).
  let calls = 0;
  const fresh = () => ({ remoteAddress: `10.${Math.floor(++calls / 250)}.${calls % 250}.1` });
  const register = () => registerMember(t.app, fresh());

  it('uses the store under test', () => {
    expect(Boolean(t.redis)).toBe(store === 'redis');
  });

  it(`locks a phone after ${FAIL_LIMIT} failed logins, even for the right password; other phones unaffected`, async () => {
    const [victim, bystander] = [await register(), await register()];
    for (let i = 0; i < FAIL_LIMIT; i++) {
      expectFailure(await postLogin(t.app, victim.phoneNumber, 'wrong-pass', fresh()), 401, TH.loginFailed);
    }
    expectFailure(await postLogin(t.app, victim.phoneNumber, victim.Password, fresh()), 429, TH.loginLocked);
    const other = await postLogin(t.app, bystander.phoneNumber, bystander.Password, fresh());
    expect(other.statusCode).toBe(200);
    // The lock is on the phone, not on the sessions it already has.
    expect((await getRefresh(t.app, victim.token)).statusCode).toBe(200);
  });

  it('lets no more than the limit of guesses through when they arrive all at once', async () => {
    const member = await register();
    const guesses = Array.from({ length: 12 }, (_, i) =>
      postLogin(t.app, member.phoneNumber, `guess-${i}`, fresh()),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAIL_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - FAIL_LIMIT);
  });

  it('forgets earlier failures after a successful login', async () => {
    const member = await register();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FAIL_LIMIT - 1; i++)
        await postLogin(t.app, member.phoneNumber, 'wrong-pass', fresh());
      expect((await postLogin(t.app, member.phoneNumber, member.Password, fresh())).statusCode).toBe(200);
    }
  });

  it('counts failures for unknown phones too (no probing for registered numbers)', async () => {
    const { phoneNumber } = signupPayload();
    for (let i = 0; i < FAIL_LIMIT; i++) await postLogin(t.app, phoneNumber, 'wrong-pass', fresh());
    expectFailure(await postLogin(t.app, phoneNumber, 'wrong-pass', fresh()), 429, TH.loginLocked);
  });

  it(`allows ${IP_LIMIT} logins per minute from one address, then 429; other addresses unaffected`, async () => {
    const member = await register();
    const from = { remoteAddress: '192.168.4.1' };
    for (let i = 0; i < IP_LIMIT; i++) {
      expect((await postLogin(t.app, member.phoneNumber, member.Password, from)).statusCode).toBe(200);
    }
    expectFailure(await postLogin(t.app, member.phoneNumber, member.Password, from), 429, TH.tooManyRequests);
    const elsewhere = await postLogin(t.app, member.phoneNumber, member.Password, fresh());
    expect(elsewhere.statusCode).toBe(200);
  });

  it(`allows ${LOOKUP_LIMIT} phone and bank checks per minute from one address, then 429`, async () => {
    const from = { remoteAddress: '192.168.5.1' };
    for (let i = 0; i < LOOKUP_LIMIT / 2; i++) {
      expect((await postCheckPhone(t.app, signupPayload().phoneNumber, from)).statusCode).toBe(200);
      const bank = { BankAccount: newAccount(), BankCode: '004' };
      expect((await post(t.app, `${AUTH}/checkBank`, bank, from)).statusCode).toBe(200);
    }
    expectFailure(await postCheckPhone(t.app, signupPayload().phoneNumber, from), 429, TH.tooManyRequests);
    const other = await postCheckPhone(t.app, signupPayload().phoneNumber, fresh());
    expect(other.statusCode).toBe(200);
  });
}

describe('login and lookup limits (database store)', () => limitTests('database'));
describe.skipIf(!process.env.TEST_REDIS_URL)('login and lookup limits (Redis store)', () =>
  limitTests('redis'),
);
