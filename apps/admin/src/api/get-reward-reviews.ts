import { adminListRewardReviews } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** Every list of reviews: what an approval or a refusal invalidates. */
export const rewardReviewsKey = ['reward-reviews'] as const;

export const REVIEWS_LISTED = 50;

export const rewardReviewsQuery = queryOptions({
  queryKey: [...rewardReviewsKey, 'review'],
  queryFn: async ({ signal }) =>
    (
      await call(adminListRewardReviews, undefined, {
        signal,
        query: { status: 'review', page: 1, pageSize: REVIEWS_LISTED },
      })
    ).data,
});

/** Credits waiting for the operator (cashback of flagged hedging pairs), newest first. */
export const useRewardReviews = () => useQuery(rewardReviewsQuery);
