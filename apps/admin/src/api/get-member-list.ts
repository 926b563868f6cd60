import {
  adminListMemberBonuses,
  adminListMemberDeposits,
  adminListMemberLedger,
  adminListMemberLogins,
  adminListMemberNotes,
  adminListMemberReferrals,
  adminListMemberRounds,
  adminListMemberWithdrawals,
  type AdminMemberPage,
  type CallContract,
  type ResponseOf,
} from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { memberKey } from './get-member';

/** The member page's paged lists; referrals are two, by level. */
export const MEMBER_LISTS = {
  ledger: { contract: adminListMemberLedger, count: 'ledgerEntries' },
  deposits: { contract: adminListMemberDeposits, count: 'deposits' },
  withdrawals: { contract: adminListMemberWithdrawals, count: 'withdrawals' },
  bonuses: { contract: adminListMemberBonuses, count: 'bonuses' },
  rounds: { contract: adminListMemberRounds, count: 'gameRounds' },
  referrals1: { contract: adminListMemberReferrals, count: 'referralsLevel1' },
  referrals2: { contract: adminListMemberReferrals, count: 'referralsLevel2' },
  logins: { contract: adminListMemberLogins, count: 'logins' },
  notes: { contract: adminListMemberNotes, count: 'notes' },
} as const satisfies Record<string, { contract: CallContract; count: keyof AdminMemberPage['counts'] }>;

export type MemberListKind = keyof typeof MEMBER_LISTS;
export const MEMBER_LIST_KINDS = Object.keys(MEMBER_LISTS) as MemberListKind[];

/** One page of the list `kind`: its rows and the total. */
export type MemberListPage<K extends MemberListKind> = ResponseOf<
  (typeof MEMBER_LISTS)[K]['contract']
>['data'];

export const MEMBER_LIST_PAGE_SIZE = 20;

const levelOf = (kind: MemberListKind) => (kind === 'referrals1' ? 1 : kind === 'referrals2' ? 2 : undefined);

export const memberListQuery = <K extends MemberListKind>(id: string, kind: K, page: number) =>
  queryOptions({
    queryKey: [...memberKey(id), 'list', kind, page],
    queryFn: async ({ signal }) => {
      const answer = await call(MEMBER_LISTS[kind].contract, undefined, {
        signal,
        params: { id },
        query: { page, pageSize: MEMBER_LIST_PAGE_SIZE, level: levelOf(kind) },
      });
      return answer.data as MemberListPage<K>;
    },
    placeholderData: keepPreviousData,
  });

/** A page of one of the member's lists (ledger, deposits, …), read when its tab is open. */
export const useMemberList = <K extends MemberListKind>(id: string, kind: K, page: number) =>
  useQuery(memberListQuery(id, kind, page));
