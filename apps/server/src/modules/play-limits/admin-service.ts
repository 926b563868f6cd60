import type {
  AdminListProtectionFlagsQuery,
  AdminMemberProtection,
  AdminProtectionFlag,
  ProtectionFlagReason,
} from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { audit, type AuditWho } from '../staff';
import { breaksOf, listFlags, memberExists } from './admin-repo';
import { view } from './service';

/** The breaks the member page lists: enough to see a pattern, never the whole history at once. */
const BREAKS_SHOWN = 20;

/**
 * What the back office reads of player protection (docs/PLAYER-PROTECTION.md "The operator's view"):
 * read-only, there is no staff call that sets a limit or ends a break. Every read writes an audit entry in
 * its transaction: who is on a self-exclusion is sensitive, and who looked is worth knowing
 * (docs/decisions/105-operator-view-of-player-protection.md).
 */
export function createProtectionAdmin(db: Db) {
  return {
    flags: (q: AdminListProtectionFlagsQuery, who: AuditWho) =>
      db.transaction(async (tx) => {
        const { total, rows } = await listFlags(tx, q);
        const { page, pageSize, ...filter } = q;
        await audit(tx, {
          ...who,
          action: 'protection.read-flags',
          target: q.memberId ? `member:${q.memberId}` : null,
          after: { filter, page, pageSize, total },
        });
        const items: AdminProtectionFlag[] = rows.map((r) => ({
          id: r.flag.id,
          memberId: r.flag.memberId,
          memberName: `${r.firstName} ${r.lastName}`,
          phoneNumber: r.phoneNumber,
          reason: r.flag.reason as ProtectionFlagReason,
          ref: r.flag.ref,
          amount: toBaht(r.flag.amount),
          at: r.flag.createdAt.toISOString(),
        }));
        return { total, items };
      }),

    member: (memberId: string, who: AuditWho): Promise<AdminMemberProtection> =>
      db.transaction(async (tx) => {
        if (!(await memberExists(tx, memberId))) throw fail('NOT_FOUND', 'memberIdNotFound');
        const limits = await view(tx, memberId);
        const breaks = (await breaksOf(tx, memberId, BREAKS_SHOWN)).map((b) => ({
          kind: b.kind as AdminMemberProtection['breaks'][number]['kind'],
          period: b.period,
          startedAt: b.startedAt.toISOString(),
          until: b.until.toISOString(),
        }));
        await audit(tx, {
          ...who,
          action: 'protection.read-member',
          target: `member:${memberId}`,
          after: { onBreak: limits.break !== null },
        });
        return { limits, breaks };
      }),
  };
}
export type ProtectionAdmin = ReturnType<typeof createProtectionAdmin>;
