import type { StaffRole } from '@chokdee/contracts';
import type { Tx } from '../../db/types';
import { insertAuditEntry } from './repo';

/** Who acted: the operator key, or (once staff sign in) a staff account. */
export type AuditActor = 'api-key' | `staff:${string}`;

/** Who acted and from where, taken from the request by the route. */
export interface AuditWho {
  actor: AuditActor;
  ip: string | null;
}

/**
 * Who acts, with what the four-eyes rules need (modules/approvals): the role ('api-key' for the operator
 * key, one maker of its own) and the staff member's name for the queue.
 */
export interface Acting extends AuditWho {
  role: StaffRole | 'api-key';
  name: string | null;
}

export interface AuditEntryInput extends AuditWho {
  /** '<module>.<verb>', e.g. 'staff.create'. */
  action: string;
  target: string | null;
  /** The record's state before and after; never passwords, hashes or secrets. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one back-office action. Takes the caller's transaction, not the db: the entry commits with
 * the change it records or not at all. The table refuses UPDATE, DELETE and TRUNCATE (a trigger).
 */
export function audit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  return insertAuditEntry(tx, {
    actor: entry.actor,
    ip: entry.ip,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
