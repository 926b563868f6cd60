import { adminRunRewards } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { hedgePairsKey } from './get-hedge-pairs';
import { rewardPeriodsKey } from './get-reward-periods';
import { rewardReviewsKey } from './get-reward-reviews';
import { queryClient } from './query-client';

/**
 * Computes one finished period (or every due one without `period`); the list, and the cashback it may have
 * held for review, are read again after.
 */
export function useRunRewardPeriod() {
  return useMutation({
    mutationFn: (period: string | undefined) => call(adminRunRewards, period ? { period } : {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardPeriodsKey }),
        queryClient.invalidateQueries({ queryKey: rewardReviewsKey }),
        queryClient.invalidateQueries({ queryKey: hedgePairsKey }),
      ]),
  });
}
