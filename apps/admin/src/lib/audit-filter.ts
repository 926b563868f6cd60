import type { AuditFilter } from '../api/get-audit-log';
import { addDays } from './report-range';

/**
 * The audit screen's filters as the URL keeps them (`?actor=staff:…&member=…&from=2025-11-01&to=…&page=2`),
 * so a filtered view can be shared; dates are Bangkok days.
 */
export interface AuditSearch {
  actor: string;
  action: string;
  member: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    member: params.get('member') ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's query for a search: empty fields and the first page left out. */
export function auditSearchParams(search: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'member', 'from', 'to'] as const)
    if (search[key].trim()) params.set(key, search[key].trim());
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Midnight of a Bangkok day as an instant with its offset (Thailand keeps UTC+7 all year). */
export const bangkokMidnight = (day: string) => `${day}T00:00:00+07:00`;

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) => addDays(day, 1);

/** The call's query: the member as the target `member:<id>`, the days as [from 00:00, the day after to). */
export function auditFilterOf(search: AuditSearch): AuditFilter {
  const trimmed = (value: string) => value.trim() || undefined;
  const member = trimmed(search.member);
  return {
    actor: trimmed(search.actor),
    action: trimmed(search.action),
    target: member && `member:${member}`,
    from: search.from ? bangkokMidnight(search.from) : undefined,
    to: search.to ? bangkokMidnight(nextDay(search.to)) : undefined,
    page: search.page,
  };
}
