import { adminApproveRewardReview, adminRefuseRewardReview } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { everyMemberKey } from './get-member';
import { rewardReviewsKey } from './get-reward-reviews';
import { rewardPeriodsKey } from './get-reward-periods';
import { queryClient } from './query-client';

/** Approves (paid into the member's cashback wallet) or refuses (nothing paid) a credit waiting for review. */
export function useDecideRewardReview() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      call(approve ? adminApproveRewardReview : adminRefuseRewardReview, undefined, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardReviewsKey }),
        queryClient.invalidateQueries({ queryKey: rewardPeriodsKey }),
        queryClient.invalidateQueries({ queryKey: everyMemberKey }),
      ]),
  });
}
