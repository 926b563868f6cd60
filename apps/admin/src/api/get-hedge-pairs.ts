import { adminListHedgePairs } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const PAIRS_LISTED = 20;

export const hedgePairsKey = ['hedge-pairs'] as const;

export const hedgePairsQuery = queryOptions({
  queryKey: hedgePairsKey,
  queryFn: async ({ signal }) =>
    (await call(adminListHedgePairs, undefined, { signal, query: { page: 1, pageSize: PAIRS_LISTED } })).data,
});

/** Pairs of accounts flagged for recurring opposite bets in the same live rounds, newest first. */
export const useHedgePairs = () => useQuery(hedgePairsQuery);
