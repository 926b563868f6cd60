import { describe, expect, it } from 'vitest';
import { siteHeaders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('health, readiness, metrics and API docs', () => {
  it('answers /healthz and /readyz without keys', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: 1, demoMode: true });
  });

  it('exposes request latency by route, pool state and business counters', async () => {
    await t.app.inject({ url: '/v2/prefix', headers: siteHeaders });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v2\/prefix",status="200"\} \d+/,
    );
    expect(res.body).toContain('db_pool_connections{state="total"}');
    expect(res.body).toContain('deposits_credited_total');
    expect(res.body).toContain('withdrawals_paid_total');
  });

  it('serves an OpenAPI document generated from the contracts, with the UI at /docs', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/auth-service/v1/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'phoneNumber',
      'Password',
    ]);
    expect(doc.paths['/auth-service/v1/change-password'].put.summary).toContain('success: 0');
    expect(doc.paths['/v2/prefix'].get.responses['200']).toBeDefined();
    expect(doc.components.securitySchemes.siteKey).toMatchObject({ in: 'header', name: 'X-Api-Key' });
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('never leaks internals: unknown API paths get a Thai 404 envelope', async () => {
    const res = await t.app.inject({ url: '/no/such/call', headers: siteHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0 });
  });
});
