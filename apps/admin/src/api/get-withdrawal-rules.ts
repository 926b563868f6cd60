import { adminGetWithdrawalRules } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const withdrawalRulesKey = ['withdrawal-rules'] as const;

export const withdrawalRulesQuery = queryOptions({
  queryKey: withdrawalRulesKey,
  queryFn: async ({ signal }) => (await call(adminGetWithdrawalRules, undefined, { signal })).data,
});

export const useWithdrawalRules = () => useQuery(withdrawalRulesQuery);
