import { adminListProtectionFlags, type ProtectionFlagReason } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** What the protection screen (or a member page) asks for: the contract's query, page as a number. */
export interface ProtectionFlagsFilter {
  reason?: ProtectionFlagReason | undefined;
  memberId?: string | undefined;
  /** ISO instants with an offset: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const PROTECTION_FLAGS_PAGE_SIZE = 25;

export const protectionFlagsQuery = (filter: ProtectionFlagsFilter) =>
  queryOptions({
    queryKey: ['protection-flags', filter],
    queryFn: async ({ signal }) =>
      (
        await call(adminListProtectionFlags, undefined, {
          signal,
          query: { ...filter, pageSize: PROTECTION_FLAGS_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Flagged deposits, newest first: every read is audited on the server. */
export const useProtectionFlags = (filter: ProtectionFlagsFilter) => useQuery(protectionFlagsQuery(filter));
