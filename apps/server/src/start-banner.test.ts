import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_API_KEY, DEMO_BANK_FEED_SECRET, DEMO_SITE_API_KEY, loadEnv } from './env';
import { startBanner } from './start-banner';

const facts = { seeded: true, redis: false };
const REAL = {
  SITE_API_KEY: 'real-site-key-0001',
  ADMIN_API_KEY: 'real-admin-key-0001',
  BANK_FEED_SECRET: 'real-bank-feed-secret-0001',
  HOUSE_PROVIDER_SECRET: 'real-house-provider-secret-0001',
};
const FUND = 'npm run demo:deposit -- PHONE AMOUNT';

describe('the start banner', () => {
  it('gives a newcomer the demo keys, the demo bank-feed secret and the command that funds a member', () => {
    const banner = startBanner(loadEnv({ NODE_ENV: 'development' }), facts);
    expect(banner).toContain(`demo site API key (X-Api-Key): ${DEMO_SITE_API_KEY}`);
    expect(banner).toContain(`demo admin key (X-Admin-Key): ${DEMO_ADMIN_API_KEY}`);
    expect(banner).toContain(
      `demo bank-feed secret (X-Signature: HMAC-SHA256 of the body): ${DEMO_BANK_FEED_SECRET}`,
    );
    expect(banner).toContain(FUND);
  });

  it('never prints a secret of its own, only the public demo values', () => {
    const banner = startBanner(loadEnv({ NODE_ENV: 'development', ...REAL }), facts);
    for (const secret of Object.values(REAL)) expect(banner).not.toContain(secret);
    expect(banner).not.toMatch(/demo (site API key|admin key|bank-feed secret)/);
    expect(banner).toContain(FUND);
  });

  it('prints no key or secret in production, a staging site (DEMO_MODE=1) included', () => {
    const banner = startBanner(loadEnv({ NODE_ENV: 'production', ...REAL }), facts);
    for (const secret of Object.values(REAL)) expect(banner).not.toContain(secret);
    expect(banner).not.toContain('demo:deposit');
    expect(banner).toContain('Chokdee is running');

    const staging = startBanner(loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1', ...REAL }), facts);
    for (const secret of Object.values(REAL)) expect(staging).not.toContain(secret);
    expect(staging).not.toMatch(/demo (site API key|admin key|bank-feed secret)/);
    expect(staging).toContain(FUND);
  });
});
