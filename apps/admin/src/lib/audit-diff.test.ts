import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-diff';

describe('an audit entry as a diff', () => {
  it('lists only the fields that changed', () => {
    expect(auditChanges({ status: 'pending', amount: 100 }, { status: 'paid', amount: 100 })).toEqual([
      { field: 'status', before: 'pending', after: 'paid' },
    ]);
  });

  it('shows a creation and a removal with one side only', () => {
    expect(auditChanges(null, { username: 'som', role: 'support' })).toEqual([
      { field: 'username', before: undefined, after: 'som' },
      { field: 'role', before: undefined, after: 'support' },
    ]);
    expect(auditChanges({ note: 'x' }, {})).toEqual([{ field: 'note', before: 'x', after: undefined }]);
  });

  it('compares nested values by content and writes them as compact JSON', () => {
    expect(auditChanges({ Withdraw: { min: 100 } }, { Withdraw: { min: 100 } })).toEqual([]);
    expect(auditChanges({ Withdraw: { min: 100 } }, { Withdraw: { min: 200 } })).toEqual([
      { field: 'Withdraw', before: '{"min":100}', after: '{"min":200}' },
    ]);
    expect(auditChanges({ disabled: false }, { disabled: true })).toEqual([
      { field: 'disabled', before: 'false', after: 'true' },
    ]);
  });

  it('answers nothing for an entry without details', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('cuts a long value', () => {
    const shown = showValue('x'.repeat(500));
    expect(shown).toHaveLength(120);
    expect(shown.endsWith('…')).toBe(true);
    expect(showValue(null)).toBe('null');
  });
});
