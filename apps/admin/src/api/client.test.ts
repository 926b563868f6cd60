import { describe, expect, it } from 'vitest';
import { urlOf } from './client';

describe('call URLs', () => {
  it("fills the path's parameters, encoded", () => {
    expect(urlOf('/admin/v1/staff/:id/reset-totp', { params: { id: 'a b' } })).toBe(
      '/admin/v1/staff/a%20b/reset-totp',
    );
  });

  it('appends the query without empty values', () => {
    expect(
      urlOf('/admin/v1/withdrawals/queue', { query: { status: 'failed', page: 2, x: undefined, y: '' } }),
    ).toBe('/admin/v1/withdrawals/queue?status=failed&page=2');
    expect(urlOf('/admin/v1/audit')).toBe('/admin/v1/audit');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => urlOf('/admin/v1/withdrawals/:id/approve')).toThrow(/:id/);
  });
});
