/** One field of an audit entry's record that the action changed, both sides as short readable text. */
export interface AuditChange {
  field: string;
  /** Undefined: the field was not there before (created), or is gone after (removed). */
  before?: string | undefined;
  after?: string | undefined;
}

const MAX_TEXT = 120;

/** A value as staff read it: strings bare, the rest as compact JSON, long ones cut with an ellipsis. */
export function showValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an entry changed: the fields whose value differs between `before` and `after`, in the order they
 * first appear. An entry with one side only (a creation, a note) lists that side's fields.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
    if (had && has && same(before[field], after[field])) continue;
    changes.push({
      field,
      before: had ? showValue(before[field]) : undefined,
      after: has ? showValue(after[field]) : undefined,
    });
  }
  return changes;
}
