import { MAX_REPORT_DAYS, reportDay, TH } from '@chokdee/contracts';
import { z } from 'zod';
import type { Lang } from '../i18n';

/** Inclusive Bangkok days, `YYYY-MM-DD`, as every report call takes them. */
export interface DayRange {
  from: string;
  to: string;
}

/** The range picker's choices; `custom` is a from–to typed by the person. */
export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface PickedRange extends DayRange {
  preset: RangePreset;
}

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Bangkok (UTC+7 all year, as the server's `range.ts`), whatever the computer's zone. */
export const bangkokToday = (now = new Date()) =>
  new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `n` days (negative: back). */
export function addDays(day: string, n: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** How many days `from`..`to` covers, both included (0 or less: reversed). */
export const daysBetween = ({ from, to }: DayRange) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The days of a preset ending today: "7 days" and "30 days" include today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
  }
}

/**
 * A from–to typed by the person, checked as the server checks it (the contracts' `reportDay` and Thai
 * messages): real days, the start not after the end, at most MAX_REPORT_DAYS.
 */
export const customRangeSchema = z
  .object({ from: reportDay, to: reportDay })
  .refine((r) => daysBetween(r) >= 1, { message: TH.reportRangeReversed, path: ['to'] })
  .refine((r) => daysBetween(r) <= MAX_REPORT_DAYS, { message: TH.reportRangeTooLong, path: ['from'] });

const isPreset = (value: string | null): value is Exclude<RangePreset, 'custom'> =>
  value !== null && value !== 'custom' && (RANGE_PRESETS as readonly string[]).includes(value);

/**
 * The range a screen's URL asks for: `?range=7d`, or `?from=2025-11-01&to=2025-11-30` (a custom range,
 * used only when the schema accepts it); otherwise `fallback`.
 */
export function readRangeSearch(
  params: URLSearchParams,
  today: string,
  fallback: Exclude<RangePreset, 'custom'>,
): PickedRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to) && customRangeSchema.safeParse({ from, to }).success)
    return { preset: 'custom', from, to };
  const named = params.get('range');
  const preset = isPreset(named) ? named : fallback;
  return { preset, ...presetRange(preset, today) };
}

/** The URL's query of a range: the preset's name, or the custom days; the screen's default left out. */
export function rangeSearchParams(range: PickedRange, fallback: RangePreset): URLSearchParams {
  const params = new URLSearchParams();
  if (range.preset === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (range.preset !== fallback) params.set('range', range.preset);
  return params;
}

// Days are calendar days: formatted at UTC midnight so no zone can move them to the day before.
const thaiDay = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const thaiShortDay = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** A Bangkok day as staff read it: "22 พ.ย. 2568" (Buddhist era) in Thai, "2025-11-22" in English. */
export function formatDay(day: string, lang: Lang) {
  if (!DAY.test(day)) return day;
  return lang === 'th' ? thaiDay.format(new Date(`${day}T00:00:00Z`)) : day;
}

/** A chart axis's day: "22 พ.ย." in Thai, "11-22" in English. */
export function formatShortDay(day: string, lang: Lang) {
  if (!DAY.test(day)) return day;
  return lang === 'th' ? thaiShortDay.format(new Date(`${day}T00:00:00Z`)) : day.slice(5);
}

/** A range as one phrase: one day alone, else "from – to". */
export function formatRange({ from, to }: DayRange, lang: Lang) {
  return from === to ? formatDay(from, lang) : `${formatDay(from, lang)} – ${formatDay(to, lang)}`;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** A count of members or rows: "1,234". */
export const formatCount = (value: number) => count.format(value);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** A chart axis's number: "12.5K", "1.2M" (the full figure is in the legend and the table). */
export const formatCompact = (value: number) => compact.format(value);
