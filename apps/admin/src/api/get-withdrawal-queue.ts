import { adminWithdrawalQueue, type QUEUE_STATUSES } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export interface QueueFilter {
  status: QueueStatus;
  page: number;
}

/** Rows per page: a busy evening's queue fits one screen of scrolling. */
export const QUEUE_PAGE_SIZE = 50;

/** Every page and filter of the queue: what a change of the queue (stream, an action) invalidates. */
export const withdrawalQueueKey = ['withdrawal-queue'] as const;

export async function getWithdrawalQueue({ status, page }: QueueFilter, signal?: AbortSignal) {
  const answer = await call(adminWithdrawalQueue, undefined, {
    signal,
    query: { status, page, pageSize: QUEUE_PAGE_SIZE },
  });
  return answer.data;
}

export const withdrawalQueueQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...withdrawalQueueKey, filter],
    queryFn: ({ signal }) => getWithdrawalQueue(filter, signal),
    // The stream says when the queue changed; until then the answer stands.
    staleTime: Infinity,
  });

export const useWithdrawalQueue = (filter: QueueFilter) => useQuery(withdrawalQueueQuery(filter));
