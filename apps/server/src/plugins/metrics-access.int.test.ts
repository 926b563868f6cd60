import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { metricsKeyRule } from './metrics-access';

const KEY = 'metrics-key-for-tests-123';

describe('/metrics with METRICS_KEY set', () => {
  const t = useTestApp({ env: { METRICS_KEY: KEY } });
  const get = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the key or with a wrong one (business counters are not public)', async () => {
    for (const res of [await get(), await get('Bearer wrong-key-000000000'), await get(KEY)]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration');
    }
  });

  it('serves the scrape that carries the key as a bearer token', async () => {
    const res = await get(`Bearer ${KEY}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE');
  });
});

describe('which rule applies', () => {
  it('production without METRICS_KEY: closed; with it: the key; elsewhere without it: open', () => {
    expect(metricsKeyRule({ NODE_ENV: 'production', METRICS_KEY: undefined })).toBe('closed');
    expect(metricsKeyRule({ NODE_ENV: 'production', METRICS_KEY: KEY })).toBe('key');
    expect(metricsKeyRule({ NODE_ENV: 'development', METRICS_KEY: undefined })).toBe('open');
    expect(metricsKeyRule({ NODE_ENV: 'development', METRICS_KEY: KEY })).toBe('key');
  });
});
