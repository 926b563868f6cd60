import {
  type AdminWheelPrize,
  type adminPutWheelPrizesBody,
  wheelEconomics,
  type WheelPrizeTerms,
} from '@chokdee/contracts';
import type { z } from 'zod';

export type PrizesBody = z.input<typeof adminPutWheelPrizesBody>;
export type PrizeInput = PrizesBody['prizes'][number];

/** A row as the form edits it (the server's order is the row order). */
export const toInput = ({ id, label, kind, amount, weight, active }: AdminWheelPrize): PrizeInput => ({
  id,
  label,
  kind,
  amount,
  weight,
  active,
});

/** A number input left empty or half typed counts as 0 until it is fixed. */
const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

const termsOf = (rows: readonly Partial<PrizeInput>[]): WheelPrizeTerms[] =>
  rows.map((r) => ({
    kind: r.kind ?? 'NONE',
    amount: num(r.amount),
    weight: Math.max(0, Math.trunc(num(r.weight))),
    active: r.active ?? false,
  }));

/** The table's figures as it stands in the form, by the server's own rule (contracts' wheelEconomics). */
export function liveEconomics(rows: readonly Partial<PrizeInput>[], ticketEvery: number, edgePpm: number) {
  return wheelEconomics(termsOf(rows), ticketEvery, edgePpm);
}

/** Each row's chance in percent (2 decimals), 0 for a row that is off or without weight. */
export function oddsOf(rows: readonly Partial<PrizeInput>[]): number[] {
  const terms = termsOf(rows);
  const total = terms.reduce((sum, r) => sum + (r.active ? r.weight : 0), 0);
  return terms.map((r) => (total > 0 && r.active ? Math.round((r.weight * 10_000) / total) / 100 : 0));
}
