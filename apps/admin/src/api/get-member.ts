import { adminGetMember } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** Everything about one member (the page's head and each of its lists): what an action on them invalidates. */
export const memberKey = (id: string) => ['member', id] as const;
/** Every member page: money moved by a deposit or an adjustment shows on whichever page is open. */
export const everyMemberKey = ['member'] as const;

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: [...memberKey(id), 'head'],
    queryFn: async ({ signal }) => (await call(adminGetMember, undefined, { signal, params: { id } })).data,
  });

/** The member page's head: profile, bound bank, wallets, totals, and the size of each list. */
export const useMember = (id: string) => useQuery(memberQuery(id));
