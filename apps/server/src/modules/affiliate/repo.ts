import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Ids per query: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 5_000;

export interface ReferralChain {
  memberId: string;
  /** Who referred the member (level 1). */
  level1: string;
  /** Who referred the referrer (level 2), if anyone. */
  level2: string | null;
}

/** The referrers, one and two levels up, of those of `memberIds` who were referred. */
export async function referralChains(ex: Executor, memberIds: string[]): Promise<ReferralChain[]> {
  const referrer = alias(members, 'referrer');
  const out: ReferralChain[] = [];
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const rows = await ex
      .select({ memberId: members.id, level1: members.referrerId, level2: referrer.referrerId })
      .from(members)
      .innerJoin(referrer, eq(referrer.id, members.referrerId))
      .where(and(inArray(members.id, memberIds.slice(i, i + CHUNK)), isNotNull(members.referrerId)));
    for (const r of rows) out.push({ memberId: r.memberId, level1: r.level1!, level2: r.level2 });
  }
  return out;
}

/** Members the member referred (level 1) and members those referred (level 2), newest first per level. */
export async function referredMembers(ex: Executor, memberId: string, limitPerLevel: number) {
  const referrer = alias(members, 'referrer');
  const level1 = await ex
    .select({ phoneNumber: members.phoneNumber, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.referrerId, memberId))
    .orderBy(desc(members.createdAt))
    .limit(limitPerLevel);
  const level2 = await ex
    .select({ phoneNumber: members.phoneNumber, createdAt: members.createdAt })
    .from(members)
    .innerJoin(referrer, eq(referrer.id, members.referrerId))
    .where(eq(referrer.referrerId, memberId))
    .orderBy(desc(members.createdAt))
    .limit(limitPerLevel);
  return [
    ...level1.map((m) => ({ ...m, level: 1 as const })),
    ...level2.map((m) => ({ ...m, level: 2 as const })),
  ];
}
