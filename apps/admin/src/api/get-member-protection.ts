import { adminGetMemberProtection } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { memberKey } from './get-member';

export const memberProtectionQuery = (id: string) =>
  queryOptions({
    queryKey: [...memberKey(id), 'protection'],
    queryFn: async ({ signal }) =>
      (await call(adminGetMemberProtection, undefined, { signal, params: { id } })).data,
  });

/** The member's limits, pending raises and breaks, read-only (only roles with `protection.read` ask). */
export const useMemberProtection = (id: string) => useQuery(memberProtectionQuery(id));
