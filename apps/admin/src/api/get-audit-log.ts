import { adminListAudit } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** What the audit screen asks for: the contract's query as the URL keeps it (strings, page as a number). */
export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /** ISO instants with an offset: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditLogKey = ['audit-log'] as const;

export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...auditLogKey, filter],
    queryFn: async ({ signal }) =>
      (await call(adminListAudit, undefined, { signal, query: { ...filter, pageSize: AUDIT_PAGE_SIZE } }))
        .data,
  });

export const useAuditLog = (filter: AuditFilter, enabled = true) =>
  useQuery({ ...auditLogQuery(filter), enabled });
