import type { AdminListProtectionFlagsQuery } from '@chokdee/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { members, playBreaks, playProtectionFlags } from '../../db/schema';
import type { Executor } from '../../db/types';

const f = playProtectionFlags;

/** The flagged deposits matching the filters, newest first, one page, with the total. */
export async function listFlags(ex: Executor, q: AdminListProtectionFlagsQuery) {
  const where: SQL[] = [];
  if (q.reason) where.push(eq(f.reason, q.reason));
  if (q.memberId) where.push(eq(f.memberId, q.memberId));
  if (q.from) where.push(gte(f.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(f.createdAt, new Date(q.to)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ex
      .select({
        flag: f,
        firstName: members.firstName,
        lastName: members.lastName,
        phoneNumber: members.phoneNumber,
      })
      .from(f)
      .innerJoin(members, eq(members.id, f.memberId))
      .where(filter)
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ex.select({ n: count() }).from(f).where(filter),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** The member's breaks, newest first (at most `limit`). */
export const breaksOf = (ex: Executor, memberId: string, limit: number) =>
  ex
    .select()
    .from(playBreaks)
    .where(eq(playBreaks.memberId, memberId))
    .orderBy(desc(playBreaks.startedAt), desc(playBreaks.until))
    .limit(limit);

export async function memberExists(ex: Executor, memberId: string): Promise<boolean> {
  const [row] = await ex.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}
