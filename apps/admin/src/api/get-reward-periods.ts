import { adminListRewardPeriods } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const rewardPeriodsKey = ['reward-periods'] as const;

export const rewardPeriodsQuery = queryOptions({
  queryKey: rewardPeriodsKey,
  queryFn: async ({ signal }) => (await call(adminListRewardPeriods, undefined, { signal })).data,
});

/** The period length and the latest finished periods, with whether each was computed and what it paid. */
export const useRewardPeriods = () => useQuery(rewardPeriodsQuery);
