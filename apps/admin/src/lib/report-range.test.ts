import { REPORT_COLUMNS, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { th } from '../i18n/th';
import { REPORT_LABEL } from './report-labels';
import {
  addDays,
  bangkokToday,
  customRangeSchema,
  formatDay,
  formatRange,
  formatShortDay,
  presetRange,
  rangeSearchParams,
  readRangeSearch,
} from './report-range';

const TODAY = '2025-11-22';
const search = (query: string) => readRangeSearch(new URLSearchParams(query), TODAY, 'today');

describe('report ranges', () => {
  it('takes today in Bangkok, whatever the computer says', () => {
    expect(bangkokToday(new Date('2025-11-21T16:59:59Z'))).toBe('2025-11-21');
    expect(bangkokToday(new Date('2025-11-21T17:00:00Z'))).toBe('2025-11-22');
  });

  it('moves days across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('ends every preset today, counting today in', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('yesterday', TODAY)).toEqual({ from: '2025-11-21', to: '2025-11-21' });
    expect(presetRange('7d', TODAY)).toEqual({ from: '2025-11-16', to: TODAY });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2025-10-24', to: TODAY });
  });

  it('reads the URL: a preset, a custom range, or the default for anything else', () => {
    expect(search('')).toEqual({ preset: 'today', from: TODAY, to: TODAY });
    expect(search('range=7d')).toEqual({ preset: '7d', from: '2025-11-16', to: TODAY });
    expect(search('from=2025-11-01&to=2025-11-30')).toEqual({
      preset: 'custom',
      from: '2025-11-01',
      to: '2025-11-30',
    });
    expect(search('from=2025-11-30&to=2025-11-01').preset).toBe('today');
    expect(search('range=bogus').preset).toBe('today');
    expect(search('from=2025-02-30&to=2025-03-01').preset).toBe('today');
  });

  it('writes the URL back, leaving the default out', () => {
    expect(rangeSearchParams({ preset: 'today', from: TODAY, to: TODAY }, 'today').toString()).toBe('');
    expect(rangeSearchParams({ preset: '30d', ...presetRange('30d', TODAY) }, 'today').toString()).toBe(
      'range=30d',
    );
    expect(
      rangeSearchParams({ preset: 'custom', from: '2025-11-01', to: '2025-11-02' }, 'today').toString(),
    ).toBe('from=2025-11-01&to=2025-11-02');
  });

  it('refuses a custom range as the server would, in its Thai words', () => {
    const issue = (from: string, to: string) => customRangeSchema.safeParse({ from, to }).error?.issues[0];
    expect(issue('2025-11-01', '2025-11-01')).toBeUndefined();
    expect(issue('2025-11-02', '2025-11-01')?.message).toBe(TH.reportRangeReversed);
    expect(issue('2024-01-01', '2025-01-01')?.message).toBe(TH.reportRangeTooLong);
    expect(issue('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(issue('', '2025-11-01')?.message).toBe(TH.reportDateInvalid);
  });

  it('writes days in the Buddhist era in Thai and ISO in English', () => {
    expect(formatDay('2025-11-22', 'th')).toBe('22 พ.ย. 2568');
    expect(formatDay('2025-11-22', 'en')).toBe('2025-11-22');
    expect(formatShortDay('2025-01-05', 'th')).toBe('5 ม.ค.');
    expect(formatShortDay('2025-01-05', 'en')).toBe('01-05');
    expect(formatRange({ from: '2025-11-22', to: '2025-11-22' }, 'th')).toBe('22 พ.ย. 2568');
    expect(formatRange({ from: '2025-11-01', to: '2025-11-22' }, 'en')).toBe('2025-11-01 – 2025-11-22');
  });

  it('heads the tables with the CSV files’ Thai column names', () => {
    for (const [column, key] of Object.entries(REPORT_LABEL))
      expect(th[key], column).toBe(REPORT_COLUMNS[column as keyof typeof REPORT_COLUMNS]);
  });
});
