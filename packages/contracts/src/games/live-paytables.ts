import { z } from 'zod';
import { fillMessage } from '../fill-message';
import { TH } from '../messages';

/**
 * The bet spots of the live tables and what each pays: pure data, read by the server's settlement
 * (packages/house-maths/src/{hilo,fish-prawn-crab,dragon-tiger}.ts) and by the browser's
 * table and rules sheet, so the two can never show different prices. `pays` is "N to 1": a winning
 * 100-baht bet at 5 returns 600 baht, stake included. The exact RTP of each spot is computed on the
 * server and documented in docs/GAMES.md.
 */
export const LIVE_KINDS = ['baccarat', 'dragonTiger', 'hilo', 'fishPrawnCrab'] as const;
export const liveKind = z.enum(LIVE_KINDS, { error: TH.invalidRequest });
export type LiveKind = (typeof LIVE_KINDS)[number];

export interface LiveBetSpot {
  /** What the client sends: short ASCII, e.g. 'high', 'total:4', 'combo:1-2'. */
  code: string;
  /** The label on the table. */
  th: string;
  /** When it wins, in a few Thai words (the rules sheet). */
  rule: string;
  /** N to 1 when it wins; for the per-die spots, when exactly one die shows it. */
  pays: number;
  /** Per-die spots (เต็ง, the fish-prawn-crab symbols): N to 1 for one, two and three matching dice. */
  paysByDice?: readonly [one: number, two: number, three: number];
}

/** Each live bet spot takes 10 to 10,000 whole baht (docs/decisions/065-live-table-rules.md). */
export const LIVE_STAKE_LIMITS: Record<LiveKind, { minBaht: number; maxBaht: number }> = {
  baccarat: { minBaht: 10, maxBaht: 10_000 },
  dragonTiger: { minBaht: 10, maxBaht: 10_000 },
  hilo: { minBaht: 10, maxBaht: 10_000 },
  fishPrawnCrab: { minBaht: 10, maxBaht: 10_000 },
};

const FACES = [1, 2, 3, 4, 5, 6] as const;
const PER_DIE = [1, 2, 3] as const;

/**
 * What each total pays, priced so every total returns 95.8–97.5 % (docs/GAMES.md "ไฮโล"): 3 and 18 are
 * triples, 11 is the 11 ไฮโล spot itself. Tenths where no whole number comes near (9, 10, 12); a winning
 * whole-baht stake still returns whole satang.
 */
export const HILO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 68,
  5: 34,
  6: 20,
  7: 13,
  8: 9,
  9: 7.4,
  10: 6.8,
  12: 7.4,
  13: 9,
  14: 13,
  15: 20,
  16: 34,
  17: 68,
};

/** เต็ง: 1:1, 2:1 and 12:1 for one, two, three dice (96.30 %; fish-prawn-crab keeps 1:1, 2:1, 3:1). */
const HILO_SINGLE_PAYS = [1, 2, 12] as const;
const combos = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const));

export const HILO_SPOTS: readonly LiveBetSpot[] = [
  // สูง and ต่ำ are mirror images (105 winning rolls each, 97.22 %); 11 is สูง too, and its own spot.
  { code: 'low', th: 'ต่ำ', rule: 'ผลรวม 4–10 (ออกตองเสีย)', pays: 1 },
  { code: 'eleven', th: '11 ไฮโล', rule: 'ผลรวม 11', pays: 6.8 },
  { code: 'high', th: 'สูง', rule: 'ผลรวม 11–17 (ออกตองเสีย)', pays: 1 },
  ...Object.entries(HILO_TOTAL_PAYS).map(([total, pays]) => ({
    code: `total:${total}`,
    th: `รวม ${total}`,
    rule: `ผลรวม ${total}`,
    pays,
  })),
  ...FACES.map((n) => ({
    code: `single:${n}`,
    th: `เต็ง ${n}`,
    rule: `ออก ${n} อย่างน้อย 1 ลูก (2 ลูกจ่าย 2 เท่า 3 ลูกจ่าย 12 เท่า)`,
    pays: 1,
    paysByDice: HILO_SINGLE_PAYS,
  })),
  ...combos.map(([a, b]) => ({
    code: `combo:${a}-${b}`,
    th: `โต๊ด ${a}-${b}`,
    rule: `ออกทั้ง ${a} และ ${b}`,
    pays: 6,
  })),
  ...FACES.map((n) => ({ code: `pair:${n}`, th: `คู่ ${n}`, rule: `ออก ${n} อย่างน้อย 2 ลูก`, pays: 12 })),
  ...FACES.map((n) => ({ code: `triple:${n}`, th: `ตอง ${n}`, rule: `ออก ${n} ทั้ง 3 ลูก`, pays: 207 })),
  { code: 'anyTriple', th: 'ตองใดก็ได้', rule: 'ลูกเต๋าทั้ง 3 ลูกเหมือนกัน', pays: 34 },
];

/** Die face n (1-6) shows FISH_PRAWN_CRAB_SYMBOLS[n - 1]. */
export const FISH_PRAWN_CRAB_SYMBOLS = ['gourd', 'crab', 'fish', 'prawn', 'rooster', 'tiger'] as const;
export type FishPrawnCrabSymbol = (typeof FISH_PRAWN_CRAB_SYMBOLS)[number];
const SYMBOL_TH: Record<FishPrawnCrabSymbol, string> = {
  gourd: 'น้ำเต้า',
  crab: 'ปู',
  fish: 'ปลา',
  prawn: 'กุ้ง',
  rooster: 'ไก่',
  tiger: 'เสือ',
};

export const FISH_PRAWN_CRAB_SPOTS: readonly LiveBetSpot[] = FISH_PRAWN_CRAB_SYMBOLS.map((symbol) => ({
  code: symbol,
  th: SYMBOL_TH[symbol],
  rule: `ออก${SYMBOL_TH[symbol]}อย่างน้อย 1 ลูก (2 ลูกจ่าย 2 เท่า 3 ลูกจ่าย 3 เท่า)`,
  pays: 1,
  paysByDice: PER_DIE,
}));

export const DRAGON_TIGER_SPOTS: readonly LiveBetSpot[] = [
  { code: 'dragon', th: 'มังกร', rule: 'ไพ่มังกรแต้มสูงกว่า (เสมอคืนครึ่งหนึ่ง)', pays: 1 },
  { code: 'tie', th: 'เสมอ', rule: 'ไพ่สองฝั่งแต้มเท่ากัน', pays: 11 },
  { code: 'tiger', th: 'เสือ', rule: 'ไพ่เสือแต้มสูงกว่า (เสมอคืนครึ่งหนึ่ง)', pays: 1 },
];

/** The live baccarat table pays like the single-player one (house-round.ts BACCARAT_BET_CODES). */
export const LIVE_BACCARAT_SPOTS: readonly LiveBetSpot[] = [
  { code: 'player', th: 'ผู้เล่น', rule: 'แต้มผู้เล่นสูงกว่า (เสมอคืนเงิน)', pays: 1 },
  { code: 'banker', th: 'เจ้ามือ', rule: 'แต้มเจ้ามือสูงกว่า หักค่าคอมมิชชั่น 5% (เสมอคืนเงิน)', pays: 0.95 },
  { code: 'tie', th: 'เสมอ', rule: 'แต้มเท่ากัน', pays: 8 },
  { code: 'playerPair', th: 'คู่ผู้เล่น', rule: 'ไพ่สองใบแรกของผู้เล่นเป็นคู่', pays: 11 },
  { code: 'bankerPair', th: 'คู่เจ้ามือ', rule: 'ไพ่สองใบแรกของเจ้ามือเป็นคู่', pays: 11 },
];

export const LIVE_PAYTABLES: Record<LiveKind, readonly LiveBetSpot[]> = {
  baccarat: LIVE_BACCARAT_SPOTS,
  dragonTiger: DRAGON_TIGER_SPOTS,
  hilo: HILO_SPOTS,
  fishPrawnCrab: FISH_PRAWN_CRAB_SPOTS,
};

/** The spot of a code at a kind of table, or undefined when that table has no such spot. */
export function liveSpot(kind: LiveKind, code: string): LiveBetSpot | undefined {
  return LIVE_PAYTABLES[kind].find((spot) => spot.code === code);
}

function spotStake(kind: LiveKind) {
  const { minBaht, maxBaht } = LIVE_STAKE_LIMITS[kind];
  const outOfRange = fillMessage(TH.liveStakeOutOfRange, { min: minBaht, max: maxBaht });
  return z
    .number({ error: TH.houseStakeInvalid })
    .int({ error: TH.houseStakeInvalid })
    .min(minBaht, { error: outOfRange })
    .max(maxBaht, { error: outOfRange });
}

/**
 * A member's bets on one live round: `{ [code]: wholeBaht }`, at least one spot, every spot within
 * the limits; a code the table does not have is refused (strict), never ignored.
 */
export function liveBets(kind: LiveKind) {
  const stake = spotStake(kind);
  const shape = Object.fromEntries(LIVE_PAYTABLES[kind].map((spot) => [spot.code, stake.optional()]));
  return z
    .strictObject(shape as Record<string, z.ZodOptional<typeof stake>>, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? TH.liveBetUnknown : TH.invalidRequest),
    })
    .refine((bets) => Object.values(bets).some((baht) => baht !== undefined), { error: TH.liveBetEmpty });
}
export type LiveBets = Record<string, number>;

/** The bet body of any live table, told apart by `kind`. */
export const liveBetsBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('baccarat'), bets: liveBets('baccarat') }).strict(),
  z.object({ kind: z.literal('dragonTiger'), bets: liveBets('dragonTiger') }).strict(),
  z.object({ kind: z.literal('hilo'), bets: liveBets('hilo') }).strict(),
  z.object({ kind: z.literal('fishPrawnCrab'), bets: liveBets('fishPrawnCrab') }).strict(),
]);
export type LiveBetsBody = z.infer<typeof liveBetsBody>;
