import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { isoDate } from '../common/fields';
import { TH } from '../messages';

const instant = z.iso.datetime({ offset: true, error: TH.auditDateInvalid });

/** One audit entry; `before` and `after` are the record's state around the action (null when none). */
export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDate,
  actor: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminListAuditQuery = z
  .object({
    actor: z.string().max(100).optional(),
    action: z.string().max(100).optional(),
    target: z.string().max(200).optional(),
    /** Entries at or after this instant. */
    from: instant.optional(),
    /** Entries before this instant. */
    to: instant.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AdminListAuditQuery = z.output<typeof adminListAuditQuery>;

export const adminListAudit = defineCall({
  method: 'GET',
  path: '/admin/v1/audit',
  summary:
    'Operator: the back-office audit log, newest first. `actor`, `action` and `target` match exactly; ' +
    '`from` (inclusive) and `to` (exclusive) bound the time. The log is append-only',
  querystring: adminListAuditQuery,
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(auditEntry) })),
});
