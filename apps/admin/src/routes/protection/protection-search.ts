import { PROTECTION_FLAG_REASONS, type ProtectionFlagReason } from '@chokdee/contracts';
import type { ProtectionFlagsFilter } from '../../api/get-protection-flags';
import { bangkokMidnight, nextDay } from '../../lib/audit-filter';

/** The protection screen's filters as the URL keeps them (`?reason=break&from=2026-11-01&to=…&page=2`). */
export interface ProtectionSearch {
  reason: ProtectionFlagReason | '';
  /** YYYY-MM-DD Bangkok days, inclusive. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isReason = (v: string | null): v is ProtectionFlagReason =>
  (PROTECTION_FLAG_REASONS as readonly (string | null)[]).includes(v);

export function readProtectionSearch(params: URLSearchParams): ProtectionSearch {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const reason = params.get('reason');
  return {
    reason: isReason(reason) ? reason : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's query for a search: empty fields and the first page left out. */
export function protectionSearchParams(search: ProtectionSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['reason', 'from', 'to'] as const) if (search[key]) params.set(key, search[key]);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The call's query: the days as [from 00:00, the day after `to`) in Bangkok time. */
export const protectionFilterOf = (search: ProtectionSearch): ProtectionFlagsFilter => ({
  reason: search.reason || undefined,
  from: search.from ? bangkokMidnight(search.from) : undefined,
  to: search.to ? bangkokMidnight(nextDay(search.to)) : undefined,
  page: search.page,
});
