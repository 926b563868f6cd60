import type { HousePokerRound } from '@chokdee/contracts';
import { EN } from '../../i18n/en';
import { TH } from '../../i18n/th';
import { handText } from './poker-text';

/**
 * The paytables the pages draw, read from the rules lines the server sends (its own tables print them,
 * house-provider/poker-games.ts), so no figure is copied into the client. poker-paytable.test.ts reads the
 * server's real lines: a change of their wording fails there, not silently on a member's screen.
 */
export interface PayRow {
  /** The hand in the page's language (mapped back to its code from the name the rules line gives it). */
  label: string;
  /** Video poker: "pays N for 1" (stake included); hold'em: "N to 1". */
  pays: number;
}

/** The server's hand name, Thai or English (the catalogues name the hands as its sheets do) → its code. */
const HAND_CODES = new Map(
  [TH, EN].flatMap((words) => Object.entries(words.poker.hands).map(([code, name]) => [name, code] as const)),
);

const rows = (rules: readonly string[], pattern: RegExp): PayRow[] =>
  rules.flatMap((line) => {
    const m = pattern.exec(line);
    if (!m) return [];
    const code = HAND_CODES.get(m[1]!);
    return [{ label: code ? handText(code) : m[1]!, pays: Number(m[2] ?? m[3]) }];
  });

/** Jacks or Better: "ฟูลเฮาส์ จ่าย 9 เท่าของเดิมพัน …" / "Full house pays 9 for 1 …", best hand first. */
export const videoPokerPaytable = (rules: readonly string[]) =>
  rows(rules, /^(.+?) (?:จ่าย (\d+) เท่าของเดิมพัน|pays (\d+) for 1)/);
/** Casino Hold'em's ante table: "เดิมพันแรก: ฟลัช จ่าย 2:1" / "Ante: Flush pays 2:1". */
export const antePaytable = (rules: readonly string[]) =>
  rows(rules, /^(?:เดิมพันแรก|Ante): (.+?) (?:จ่าย|pays) (\d+):1/);
/** The AA bonus table: "AA โบนัส: คู่ A จ่าย 7:1" / "AA Bonus: Pair of aces pays 7:1". */
export const aaBonusPaytable = (rules: readonly string[]) =>
  rows(rules, /^AA (?:โบนัส|Bonus): (.+?) (?:จ่าย|pays) (\d+):1/);

type HoldemTable = Extract<HousePokerRound['table'], { game: 'holdem' }>;

/** What each bet of a decided hold'em round returned (stake included), baht. */
export interface HoldemReturns {
  ante: number;
  call: number;
  aaBonus: number;
}

/**
 * Splits a decided round's payout by bet: the AA bonus by its table (its hand is on the round), the call by
 * the result (a win pays it 1:1, a dealer who does not qualify or a tie returns it), the ante what is left.
 * Undefined while the round is open or when the AA table cannot be read.
 */
export function holdemReturns(
  table: HoldemTable,
  payout: number,
  aaTable: readonly PayRow[],
): HoldemReturns | undefined {
  if (!table.result) return undefined;
  let aaBonus = 0;
  if (table.aaBonus > 0 && table.aaBonusHand) {
    const row = aaTable.find((r) => r.label === handText(table.aaBonusHand));
    if (!row) return undefined;
    aaBonus = table.aaBonus * (row.pays + 1);
  }
  const callTimes = { win: 2, dealerNotQualified: 1, tie: 1, lose: 0, fold: 0 }[table.result];
  const call = table.call * callTimes;
  const ante = Math.round((payout - aaBonus - call) * 100) / 100;
  return ante < 0 ? undefined : { ante, call, aaBonus };
}
