import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { hasAtMost2Decimals, plainText } from '../common/fields';
import { TH } from '../messages';
import { WHEEL_PRIZE_KINDS } from './wheel-prize';

/** A credit prize of at most 100,000 baht and 1,000,000 coins keep Σ weight × satang exact in a double. */
export const WHEEL_MAX_CREDIT_BAHT = 100_000;
export const WHEEL_MAX_COINS = 1_000_000;
export const WHEEL_MAX_WEIGHT = 1_000_000;
export const WHEEL_MAX_PRIZES = 50;

/** A row of the prize table as the operator sees it; `amount`: baht (CREDIT), coins (COIN), 0 (NONE). */
export const adminWheelPrize = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
  weight: z.number().int(),
  active: z.boolean(),
  /** The row's place on the wheel (the order is part of the draw). */
  sortOrder: z.number().int(),
});
export type AdminWheelPrize = z.infer<typeof adminWheelPrize>;

/** The table's figures against a ticket's cost (wheel-economics.ts), as the server judges them. */
export const wheelEconomicsView = z.object({
  totalWeight: z.number().int(),
  creditPerSpin: z.number(),
  ticketCost: z.number(),
  pays: z.boolean(),
  /** Baht of settled turnover per ticket (SPIN_TICKET_EVERY_BAHT). */
  ticketEvery: z.number().int(),
  /** The lowest house edge the ticket cost is figured at, in millionths. */
  lowestEdgePpm: z.number().int(),
});

const amountFits = (p: { kind: string; amount: number }) =>
  p.kind === 'CREDIT'
    ? p.amount >= 0.01 && p.amount <= WHEEL_MAX_CREDIT_BAHT && hasAtMost2Decimals(p.amount)
    : p.kind === 'COIN'
      ? Number.isInteger(p.amount) && p.amount >= 1 && p.amount <= WHEEL_MAX_COINS
      : p.amount === 0;

/** One row to save: rows in the order they take on the wheel; `id` keeps an existing row's id. */
export const wheelPrizeInput = z
  .object({
    id: z.uuid().optional(),
    label: plainText(
      z
        .string({ error: TH.wheelPrizeLabel })
        .trim()
        .min(1, { error: TH.wheelPrizeLabel })
        .max(100, { error: TH.wheelPrizeLabel }),
    ),
    kind: z.enum(WHEEL_PRIZE_KINDS, { error: TH.wheelPrizeAmount }),
    amount: z.number({ error: TH.wheelPrizeAmount }),
    weight: z
      .number({ error: TH.wheelPrizeWeight })
      .int({ error: TH.wheelPrizeWeight })
      .min(0, { error: TH.wheelPrizeWeight })
      .max(WHEEL_MAX_WEIGHT, { error: TH.wheelPrizeWeight }),
    active: z.boolean(),
  })
  .strict()
  .refine(amountFits, { error: TH.wheelPrizeAmount, path: ['amount'] });
export type WheelPrizeInput = z.output<typeof wheelPrizeInput>;

export const adminPutWheelPrizesBody = z
  .object({
    prizes: z
      .array(wheelPrizeInput)
      .max(WHEEL_MAX_PRIZES, { error: TH.wheelPrizesTooMany })
      .refine((rows) => rows.some((p) => p.active && p.weight > 0), { error: TH.wheelPrizesEmpty }),
  })
  .strict();
export type AdminPutWheelPrizesBody = z.output<typeof adminPutWheelPrizesBody>;

const tableAnswer = okEnvelope(z.object({ prizes: z.array(adminWheelPrize), economics: wheelEconomicsView }));

export const adminGetWheelPrizes = defineCall({
  method: 'GET',
  path: '/admin/v1/wheel/prizes',
  summary:
    'Operator: the prize table (every row, active or not, in wheel order) with its expected credit per spin ' +
    '(Σ weight × credit ÷ Σ weight over active rows; one ticket buys one spin) and what a ticket costs the ' +
    'member to earn at the lowest house edge',
  response: tableAnswer,
});

export const adminPutWheelPrizes = defineCall({
  method: 'PUT',
  path: '/admin/v1/wheel/prizes',
  summary:
    'Operator: replace the prize table (rows in wheel order; rows left out are removed). Refused (400) when ' +
    'its expected credit per spin is at or above what a ticket costs the member (docs/ABUSE.md 3). Spins ' +
    'after the save use it; past spins keep and verify against the table they were drawn from. A table that ' +
    'pays more per spin or has a bigger top prize waits for a second staff member (202 with the request)',
  body: adminPutWheelPrizesBody,
  response: tableAnswer,
  accepted: approvalPendingEnvelope,
});
