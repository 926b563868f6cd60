import { describe, expect, it } from 'vitest';
import { valueOf } from './date-field';

const parts = { year: '2026', month: '02', day: '31', hour: '', minute: '' };

describe('the date field’s value', () => {
  it('is the date input’s value once every part is chosen, the day kept within its month', () => {
    expect(valueOf(parts, false)).toBe('2026-02-28');
    expect(valueOf({ ...parts, year: '2028' }, false)).toBe('2028-02-29');
    expect(valueOf({ ...parts, month: '12', hour: '23', minute: '05' }, true)).toBe('2026-12-31T23:05');
  });

  it('is empty while a part is missing', () => {
    expect(valueOf({ ...parts, day: '' }, false)).toBe('');
    expect(valueOf({ ...parts, hour: '09' }, true)).toBe('');
  });
});
