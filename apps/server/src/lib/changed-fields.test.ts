import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the top-level fields that differ, nested objects whole', () => {
    const before = { a: 1, b: { x: 1, y: 2 }, c: 'same' };
    const after = { a: 2, b: { y: 2, x: 3 }, c: 'same' };
    expect(changedFields(before, after)).toEqual({
      before: { a: 1, b: { x: 1, y: 2 } },
      after: { a: 2, b: { y: 2, x: 3 } },
    });
  });

  it('reads a field present on one side only as null on the other', () => {
    expect(changedFields({ a: 1 }, { a: 1, logo: '/x.png' })).toEqual({
      before: { logo: null },
      after: { logo: '/x.png' },
    });
    expect(changedFields({ gone: true }, {})).toEqual({ before: { gone: true }, after: { gone: null } });
  });

  it('answers null when nothing changed, whatever the key order', () => {
    expect(changedFields({ a: 1, b: { x: [1, 2] } }, { b: { x: [1, 2] }, a: 1 })).toBeNull();
    expect(changedFields({ a: undefined }, {})).toBeNull();
  });
});
