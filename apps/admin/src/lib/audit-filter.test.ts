import { describe, expect, it } from 'vitest';
import { auditFilterOf, auditSearchParams, nextDay, readAuditSearch } from './audit-filter';

describe('the audit filters', () => {
  it('reads the URL, ignoring what is not a day or a page', () => {
    const search = readAuditSearch(
      new URLSearchParams('actor=api-key&member=m1&from=2025-11-01&to=junk&page=0'),
    );
    expect(search).toEqual({
      actor: 'api-key',
      action: '',
      member: 'm1',
      from: '2025-11-01',
      to: '',
      page: 1,
    });
  });

  it('writes back only what is set, the first page left out', () => {
    const params = auditSearchParams({
      actor: '',
      action: ' withdrawals.approve ',
      member: '',
      from: '',
      to: '2025-11-30',
      page: 1,
    });
    expect(params.toString()).toBe('action=withdrawals.approve&to=2025-11-30');
    expect(auditSearchParams({ ...readAuditSearch(new URLSearchParams()), page: 3 }).toString()).toBe(
      'page=3',
    );
  });

  it('asks the server for the member as a target and whole Bangkok days', () => {
    expect(
      auditFilterOf({
        actor: 'staff:1',
        action: '',
        member: 'abc',
        from: '2025-11-01',
        to: '2025-11-30',
        page: 2,
      }),
    ).toEqual({
      actor: 'staff:1',
      action: undefined,
      target: 'member:abc',
      from: '2025-11-01T00:00:00+07:00',
      to: '2025-12-01T00:00:00+07:00',
      page: 2,
    });
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
