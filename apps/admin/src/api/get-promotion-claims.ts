import { adminListPromotionClaims } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const CLAIMS_PAGE_SIZE = 50;

export const promotionClaimsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ['promotion-claims', id, page],
    queryFn: async ({ signal }) =>
      (
        await call(adminListPromotionClaims, undefined, {
          signal,
          params: { id },
          query: { page, pageSize: CLAIMS_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Who took a promotion, newest first, with each member's signup address. */
export const usePromotionClaims = (id: string, page: number) => useQuery(promotionClaimsQuery(id, page));
