import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const routes: RouteOptions[] = [];
const t = useTestApp({ onRoute: (route) => void routes.push(route) });

describe('no call ends a break (docs/ABUSE.md 21)', () => {
  it('offers only the member calls to tighten protection, and staff only reads: none that shortens', async () => {
    expect(t.app).toBeDefined();
    const protection = routes
      .filter((r) => /play-(limits|break)|break|exclusion|self-?exclu|protection/i.test(r.url))
      .map((r) => `${String(r.method)} ${r.url}`)
      .sort();
    expect(protection).toEqual([
      'GET /admin/v1/members/:id/protection',
      'GET /admin/v1/protection/flags',
      'GET /user-profile-composite/v1/play-limits',
      'HEAD /admin/v1/members/:id/protection',
      'HEAD /admin/v1/protection/flags',
      'HEAD /user-profile-composite/v1/play-limits',
      'POST /user-profile-composite/v1/play-break',
      'POST /user-profile-composite/v1/play-limits/confirm',
      'PUT /user-profile-composite/v1/play-limits',
    ]);
  });
});
