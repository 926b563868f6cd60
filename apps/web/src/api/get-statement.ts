import { getStatement, type StatementType } from '@chokdee/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export interface StatementFilter {
  from: string;
  to: string;
  type: StatementType | 'all';
}

/** Lines per page: a phone screen or two. */
const PAGE_SIZE = 20;

export const statementQueryOptions = (filter: StatementFilter) =>
  infiniteQueryOptions({
    // Under the money key: a deposit or a bet pushed by the server refreshes the list.
    queryKey: [...moneyQueryKey, 'statement', filter],
    queryFn: async ({ pageParam }) =>
      (await call(getStatement, undefined, { query: { ...filter, page: pageParam, pageSize: PAGE_SIZE } }))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** GET statement: the member's full history in a date range, one type or all, page after page. */
export function useStatement(filter: StatementFilter) {
  return useInfiniteQuery(statementQueryOptions(filter));
}
