import type { StatementType } from '@chokdee/contracts';
import { LANG, TEXT } from './text';

/** The type chips in the order the page shows them, with their labels. */
export const STATEMENT_CHIPS: { type: StatementType | 'all'; label: string }[] = [
  { type: 'all', label: TEXT.historyAll },
  { type: 'deposit', label: TEXT.statementTypeDeposit },
  { type: 'withdraw', label: TEXT.statementTypeWithdraw },
  { type: 'bonus', label: TEXT.statementTypeBonus },
  { type: 'reward', label: TEXT.statementTypeReward },
  { type: 'game', label: TEXT.statementTypeGame },
];

const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 3_600_000;

/** A Bangkok calendar day, `YYYY-MM-DD`, `daysBack` days before `now`'s. */
export function bangkokDay(now: number, daysBack = 0) {
  return new Date(now + BANGKOK_MS - daysBack * DAY_MS).toISOString().slice(0, 10);
}

// The Buddhist-era year in Thai, the Gregorian in English (docs/decisions/101-member-app-in-english.md).
const monthName = new Intl.DateTimeFormat(LANG === 'en' ? 'en-GB' : 'th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** The last `count` months in Bangkok, newest first: `YYYY-MM` and its name in the member's language ("พฤศจิกายน 2569", "November 2026"). */
export function recentMonths(now: number, count = 12) {
  const [y, m] = bangkokDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(y, m - 1 - i, 1));
    return { value: first.toISOString().slice(0, 7), label: monthName.format(first) };
  });
}
