import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';
import { TH } from '../messages';

/** Why a deposit was flagged: over a deposit limit of its period, or credited during a break. */
export const PROTECTION_FLAG_REASONS = ['depositLimit', 'break'] as const;
export type ProtectionFlagReason = (typeof PROTECTION_FLAG_REASONS)[number];

/** One flagged deposit: credited all the same, without a bonus (docs/PLAYER-PROTECTION.md). */
export const adminProtectionFlag = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  phoneNumber: z.string(),
  reason: z.enum(PROTECTION_FLAG_REASONS),
  /** The deposit's statement ref (`deposit:<ref>` in the ledger). */
  ref: z.string(),
  amount: baht,
  at: isoDate,
});
export type AdminProtectionFlag = z.infer<typeof adminProtectionFlag>;

const instant = z.iso.datetime({ offset: true, error: TH.auditDateInvalid });

export const adminListProtectionFlagsQuery = z
  .object({
    reason: z.enum(PROTECTION_FLAG_REASONS).optional(),
    /** One member's flags (the member page). */
    memberId: z.uuid().optional(),
    /** Flags at or after this instant. */
    from: instant.optional(),
    /** Flags before this instant. */
    to: instant.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AdminListProtectionFlagsQuery = z.output<typeof adminListProtectionFlagsQuery>;

export const adminListProtectionFlags = defineCall({
  method: 'GET',
  path: '/admin/v1/protection/flags',
  summary:
    'Back office (player protection, issue 27): deposits credited over the member’s deposit limit or during ' +
    'a break, without a bonus; newest first, paged. `reason`, `memberId` match exactly; `from` (inclusive) ' +
    'and `to` (exclusive) bound the time. Each read is audited',
  querystring: adminListProtectionFlagsQuery,
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminProtectionFlag) })),
});
