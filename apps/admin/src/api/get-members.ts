import { adminListMembers, THAI_MOBILE, type adminMember } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './client';

export type MemberRow = z.infer<typeof adminMember>;

/** One search: the box's words (trimmed) and the page; an empty `q` lists the newest members. */
export interface MemberSearch {
  q: string;
  page: number;
}

export const MEMBER_SEARCH_PAGE_SIZE = 25;

/** Every search answer: what a member action (lock, bank change) invalidates. */
export const memberSearchKey = ['member-search'] as const;

export async function searchMembers({ q, page }: MemberSearch, signal?: AbortSignal) {
  const answer = await call(adminListMembers, undefined, {
    signal,
    query: { q: q.trim() || undefined, page, pageSize: MEMBER_SEARCH_PAGE_SIZE },
  });
  return answer.data;
}

export const memberSearchQuery = (search: MemberSearch) =>
  queryOptions({
    queryKey: [...memberSearchKey, search],
    queryFn: ({ signal }) => searchMembers(search, signal),
    // The next page keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export const useMemberSearch = (search: MemberSearch) => useQuery(memberSearchQuery(search));

/**
 * The member whose phone is exactly `phone`, or null: the search also matches phone prefixes and account
 * digits, so only a row with that very phone counts.
 */
export async function findMemberByPhone(phone: string): Promise<MemberRow | null> {
  if (!THAI_MOBILE.test(phone)) return null;
  const { items } = await searchMembers({ q: phone, page: 1 });
  return items.find((m) => m.phoneNumber === phone) ?? null;
}
