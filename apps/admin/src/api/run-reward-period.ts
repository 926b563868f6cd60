import { adminRunRewards } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { rewardPeriodsKey } from './get-reward-periods';
import { queryClient } from './query-client';

/** Computes one finished period (or every due one without `period`); the list is read again after. */
export function useRunRewardPeriod() {
  return useMutation({
    mutationFn: (period: string | undefined) => call(adminRunRewards, period ? { period } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardPeriodsKey }),
  });
}
