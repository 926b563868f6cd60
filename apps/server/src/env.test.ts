import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_API_KEY,
  DEMO_BANK_FEED_SECRET,
  DEMO_HOUSE_PROVIDER_SECRET,
  DEMO_SITE_API_KEY,
  EnvError,
  loadEnv,
} from './env';

describe('loadEnv', () => {
  it('has working defaults outside production, with demo keys', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_API_KEY).toBe(DEMO_SITE_API_KEY);
    expect(env.LOGIN_FAIL_LIMIT).toBe(10);
    expect(env.LOGIN_IP_LIMIT_PER_MIN).toBeGreaterThanOrEqual(300);
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('takes a direct database URL only beside a pooled one', () => {
    const direct = 'postgres://u@127.0.0.1:5432/chokdee';
    expect(() => loadEnv({ DATABASE_DIRECT_URL: direct })).toThrow(/set DATABASE_URL too/);
    const env = loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:6432/chokdee', DATABASE_DIRECT_URL: direct });
    expect(env.DATABASE_DIRECT_URL).toBe(direct);
  });

  it('refuses to start in production without secrets', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SITE_API_KEY: 'x'.repeat(20) })).toThrow(
      /ADMIN_API_KEY, BANK_FEED_SECRET/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      SITE_API_KEY: 'site-key-0123456789',
      ADMIN_API_KEY: 'admin-key-0123456789',
      BANK_FEED_SECRET: 'feed-secret-0123456789',
      HOUSE_PROVIDER_SECRET: 'house-secret-0123456789',
    });
    expect(env.SITE_API_KEY).toBe('site-key-0123456789');
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    SITE_API_KEY: 'site-key-0123456789',
    ADMIN_API_KEY: 'admin-key-0123456789',
    BANK_FEED_SECRET: 'feed-secret-0123456789',
    HOUSE_PROVIDER_SECRET: 'house-secret-0123456789',
  };

  it('refuses the published demo secrets and short ones in production, naming each', () => {
    const demo = {
      NODE_ENV: 'production',
      SITE_API_KEY: DEMO_SITE_API_KEY,
      ADMIN_API_KEY: DEMO_ADMIN_API_KEY,
      BANK_FEED_SECRET: DEMO_BANK_FEED_SECRET,
      HOUSE_PROVIDER_SECRET: DEMO_HOUSE_PROVIDER_SECRET,
    };
    expect(() => loadEnv(demo)).toThrow(
      /SITE_API_KEY, ADMIN_API_KEY, BANK_FEED_SECRET, HOUSE_PROVIDER_SECRET: published demo value/,
    );
    // A staging site (DEMO_MODE=1) is reachable too: its keys must be its own.
    expect(() => loadEnv({ ...demo, DEMO_MODE: '1' })).toThrow(/ADMIN_API_KEY/);
    expect(() => loadEnv({ ...PRODUCTION, ADMIN_API_KEY: 'short-key-1' })).toThrow(
      /ADMIN_API_KEY: shorter than 16 characters/,
    );
    // Outside production the demo values stay, so a newcomer's `npm start` works.
    expect(loadEnv({ NODE_ENV: 'development', ADMIN_API_KEY: DEMO_ADMIN_API_KEY }).ADMIN_API_KEY).toBe(
      DEMO_ADMIN_API_KEY,
    );
  });

  it('runs demo mode (simulators, demo content) outside production, and never in production unless DEMO_MODE=1', () => {
    expect(loadEnv({}).DEMO_MODE).toBe('1');
    expect(loadEnv({ NODE_ENV: 'test' }).DEMO_MODE).toBe('1');
    expect(loadEnv({ DEMO_MODE: '0' }).DEMO_MODE).toBe('0');
    expect(loadEnv(PRODUCTION).DEMO_MODE).toBe('0');
    expect(loadEnv({ ...PRODUCTION, DEMO_MODE: '1' }).DEMO_MODE).toBe('1');
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ REDIS_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('loadEnv: TRUST_PROXY', () => {
  it('takes 0 (none), a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "trust everything" and anything that is no address', () => {
    for (const value of ['true', 'yes', '-1', '10.0.0.999', '10.0.0.0/33', '10.0.0.1,', 'proxy.local'])
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });
});

describe('loadEnv: edge limits', () => {
  it('cuts off a request after 15 seconds unless REQUEST_TIMEOUT_SEC says otherwise', () => {
    expect(loadEnv({}).REQUEST_TIMEOUT_SEC).toBe(15);
    expect(loadEnv({ REQUEST_TIMEOUT_SEC: '30' }).REQUEST_TIMEOUT_SEC).toBe(30);
    expect(() => loadEnv({ REQUEST_TIMEOUT_SEC: '0' })).toThrow(/REQUEST_TIMEOUT_SEC/);
  });

  it('takes a METRICS_KEY of 16 characters or more', () => {
    expect(loadEnv({}).METRICS_KEY).toBeUndefined();
    expect(loadEnv({ METRICS_KEY: 'k'.repeat(16) }).METRICS_KEY).toBe('k'.repeat(16));
    expect(() => loadEnv({ METRICS_KEY: 'short' })).toThrow(/METRICS_KEY/);
  });
});
