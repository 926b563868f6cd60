import { TH_WEB, type StatementType } from '@chokdee/contracts';

/** The type chips in the order the page shows them, with their labels. */
export const STATEMENT_CHIPS: { type: StatementType | 'all'; label: string }[] = [
  { type: 'all', label: TH_WEB.historyAll },
  { type: 'deposit', label: TH_WEB.statementTypeDeposit },
  { type: 'withdraw', label: TH_WEB.statementTypeWithdraw },
  { type: 'bonus', label: TH_WEB.statementTypeBonus },
  { type: 'reward', label: TH_WEB.statementTypeReward },
  { type: 'game', label: TH_WEB.statementTypeGame },
];

const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 3_600_000;

/** A Bangkok calendar day, `YYYY-MM-DD`, `daysBack` days before `now`'s. */
export function bangkokDay(now: number, daysBack = 0) {
  return new Date(now + BANGKOK_MS - daysBack * DAY_MS).toISOString().slice(0, 10);
}

const monthName = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** The last `count` months in Bangkok, newest first: `YYYY-MM` and its Thai name ("พฤศจิกายน 2569"). */
export function recentMonths(now: number, count = 12) {
  const [y, m] = bangkokDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(y, m - 1 - i, 1));
    return { value: first.toISOString().slice(0, 7), label: monthName.format(first) };
  });
}
