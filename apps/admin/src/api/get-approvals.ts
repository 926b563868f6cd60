import { adminListApprovals, type ApprovalStatus } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const APPROVAL_PAGE_SIZE = 20;

/** Every page of the approvals queue: what a decision invalidates. */
export const approvalsKey = ['approvals'] as const;

export const approvalsQuery = (filter: { status: ApprovalStatus; page: number }) =>
  queryOptions({
    queryKey: [...approvalsKey, filter],
    queryFn: async ({ signal }) =>
      (
        await call(adminListApprovals, undefined, {
          signal,
          query: { status: filter.status, page: filter.page, pageSize: APPROVAL_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Requests of paying staff actions (issue 23), newest first: pending ones wait for a second person. */
export const useApprovals = (filter: { status: ApprovalStatus; page: number }) =>
  useQuery(approvalsQuery(filter));
