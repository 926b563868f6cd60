/**
 * The keys and secrets the e2e server is started with (never the demo defaults, so a test cannot pass by
 * leaning on them). The tests sign and authenticate with the same values.
 */
export const E2E_SECRETS = {
  SITE_API_KEY: 'e2e-site-api-key',
  ADMIN_API_KEY: 'e2e-admin-api-key',
  BANK_FEED_SECRET: 'e2e-bank-feed-secret',
  HOUSE_PROVIDER_SECRET: 'e2e-house-provider-secret',
} as const;
