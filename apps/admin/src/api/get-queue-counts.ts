import { adminListBankStatements, adminWithdrawalQueue } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * How many withdrawals wait for staff and how many bank statements found no member, for a role that reads
 * the queues but not the reports (support): each list asked for one row, its `total` kept.
 */
export const queueCountsKey = ['queue-counts'] as const;

export const pendingWithdrawalsQuery = queryOptions({
  queryKey: [...queueCountsKey, 'withdrawals'],
  queryFn: async ({ signal }) =>
    (await call(adminWithdrawalQueue, undefined, { signal, query: { status: 'pending', pageSize: 1 } })).data
      .total,
});

export const unmatchedStatementsQuery = queryOptions({
  queryKey: [...queueCountsKey, 'statements'],
  queryFn: async ({ signal }) =>
    (await call(adminListBankStatements, undefined, { signal, query: { status: 'unmatched', pageSize: 1 } }))
      .data.total,
});

export const usePendingWithdrawals = (enabled: boolean) => useQuery({ ...pendingWithdrawalsQuery, enabled });
export const useUnmatchedStatements = (enabled: boolean) =>
  useQuery({ ...unmatchedStatementsQuery, enabled });
