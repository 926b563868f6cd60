import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
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
import { dbRateLimiter, redisRateLimiter } from '../../infra/rate-limiter';
import { PHONE_BUDGET_FACTOR } from '../../lib/login-guard';

const FAIL_LIMIT = 3;
const IP_LIMIT = 8;
const LOOKUP_LIMIT = 4;
/** Tries from unknown addresses per phone before the delays start (the sign-in at registration is one). */
const PHONE_BUDGET = PHONE_BUDGET_FACTOR * FAIL_LIMIT;

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

  // Calls not about one address's limits come from fresh addresses, so only the limit under test bites.
  let calls = 0;
  const fresh = () => ({ remoteAddress: `10.${Math.floor(++calls / 250)}.${calls % 250}.1` });
  const register = () => registerMember(t.app, fresh());
  const registerFrom = (from: { remoteAddress: string }) => registerMember(t.app, from);

  it('uses the store under test', () => {
    expect(Boolean(t.redis)).toBe(store === 'redis');
  });

  /** The delay window of the phone's slot (seconds left), read from the store under test. */
  async function slotSeconds(phone: string): Promise<number> {
    if (t.redis) return (await t.redis.pttl(`rl:login-slot:${phone}`)) / 1000;
    const res = await t.database.db.execute(
      sql`select extract(epoch from reset_at - now())::float8 as s from rate_limits where key = ${`login-slot:${phone}`}`,
    );
    return Number((res as unknown as { rows: Array<{ s: number }> }).rows[0]?.s ?? 0);
  }
  const limiter = () => (t.redis ? redisRateLimiter(t.redis) : dbRateLimiter(t.database.db));

  it(`stops one address after ${FAIL_LIMIT} wrong passwords, and the member still signs in from another`, async () => {
    const [victim, bystander] = [await register(), await register()];
    const attacker = { remoteAddress: '172.16.0.1' };
    for (let i = 0; i < FAIL_LIMIT; i++) {
      expectFailure(await postLogin(t.app, victim.phoneNumber, 'wrong-pass', attacker), 401, TH.loginFailed);
    }
    // The attacker's address is stopped, even with the right password...
    expectFailure(await postLogin(t.app, victim.phoneNumber, victim.Password, attacker), 429, TH.loginLocked);
    // ...while the member signs in from their own address (never seen before: a new phone, a new network).
    expect((await postLogin(t.app, victim.phoneNumber, victim.Password, fresh())).statusCode).toBe(200);
    expect((await postLogin(t.app, bystander.phoneNumber, bystander.Password, fresh())).statusCode).toBe(200);
    expect((await getRefresh(t.app, victim.token)).statusCode).toBe(200);
  });

  it('many addresses against one phone: growing delays for unknown addresses, the member from a known one signs in', async () => {
    const home = { remoteAddress: '172.16.1.1' };
    const victim = await registerFrom(home); // signs in from home: a known address
    const guesses = async (n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++)
        statuses.push((await postLogin(t.app, victim.phoneNumber, `guess-${i}`, fresh())).statusCode);
      return statuses;
    };
    // The rest of the phone's budget for unknown addresses (registration signed in once), then the first try
    // of the first delay; then only 429s.
    expect(await guesses(PHONE_BUDGET)).toEqual(Array(PHONE_BUDGET).fill(401));
    const first = await slotSeconds(victim.phoneNumber);
    const blocked = await postLogin(t.app, victim.phoneNumber, 'guess-x', fresh());
    expectFailure(blocked, 429, TH.loginSlowDown);
    expect(await guesses(5)).toEqual(Array(5).fill(429));
    // During the attack the member signs in from home, right away and with no challenge.
    expect((await postLogin(t.app, victim.phoneNumber, victim.Password, home)).statusCode).toBe(200);
    // A new address is slowed like the attacker's: it waits for the next slot (documented trade-off).
    expectFailure(
      await postLogin(t.app, victim.phoneNumber, victim.Password, fresh()),
      429,
      TH.loginSlowDown,
    );
    // When the delay has passed (the store's clock moved on: the slot is gone), one try goes through and
    // opens a longer delay: every try sent meanwhile made the next one wait longer.
    await limiter().reset(`login-slot:${victim.phoneNumber}`);
    expect((await postLogin(t.app, victim.phoneNumber, 'guess-y', fresh())).statusCode).toBe(401);
    expect(await slotSeconds(victim.phoneNumber)).toBeGreaterThan(first * 2);
  });

  it('lets no more than the limit of guesses through when they arrive all at once from one address', async () => {
    const member = await register();
    const from = { remoteAddress: '172.16.2.1' };
    const guesses = Array.from({ length: 12 }, (_, i) =>
      postLogin(t.app, member.phoneNumber, `guess-${i}`, from),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAIL_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - FAIL_LIMIT);
  });

  it('lets no more than the phone budget and one delayed try through from many addresses at once', async () => {
    const member = await register();
    const guesses = Array.from({ length: 12 }, (_, i) =>
      postLogin(t.app, member.phoneNumber, `guess-${i}`, fresh()),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    // Registration's sign-in was one try: the budget's rest and the first delayed try are checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(PHONE_BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PHONE_BUDGET);
  });

  it('forgets earlier failures of an address after a successful login there', async () => {
    const member = await register();
    const from = { remoteAddress: '172.16.3.1' };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FAIL_LIMIT - 1; i++) await postLogin(t.app, member.phoneNumber, 'wrong-pass', from);
      expect((await postLogin(t.app, member.phoneNumber, member.Password, from)).statusCode).toBe(200);
    }
  });

  it('counts failures for unknown phones too (no probing for registered numbers)', async () => {
    const { phoneNumber } = signupPayload();
    const from = { remoteAddress: '172.16.4.1' };
    for (let i = 0; i < FAIL_LIMIT; i++) await postLogin(t.app, phoneNumber, 'wrong-pass', from);
    expectFailure(await postLogin(t.app, phoneNumber, 'wrong-pass', from), 429, TH.loginLocked);
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
