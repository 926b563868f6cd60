import { adminListBankStatements } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** The two kinds of statement that wait for staff. */
export type WaitingStatus = 'unmatched' | 'duplicate';

export interface StatementFilter {
  status: WaitingStatus;
  page: number;
}

export const STATEMENT_PAGE_SIZE = 25;

/** Every page of the deposit queue: what an assignment or a "not ours" invalidates. */
export const bankStatementsKey = ['bank-statements'] as const;

export const bankStatementsQuery = (filter: StatementFilter) =>
  queryOptions({
    queryKey: [...bankStatementsKey, filter],
    queryFn: async ({ signal }) =>
      (
        await call(adminListBankStatements, undefined, {
          signal,
          query: { ...filter, pageSize: STATEMENT_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
    // No polling: every staff call moves the session's idle deadline, so a queue that refetched by itself
    // would keep an unattended session open for ever. The screen has a refresh button instead.
  });

/** Bank-feed transfers waiting for a member, each with the members whose account fits the sender. */
export const useBankStatements = (filter: StatementFilter) => useQuery(bankStatementsQuery(filter));
