import type { RandomSource } from './provably-fair';

/**
 * "สล็อตช้างทอง" (Golden Elephant): three reels of 32 stops, three rows shown, one pay line across
 * the middle row. A spin draws one stop per reel (rng.int(32), reels 1, 2, 3 in that order).
 *
 * Paytable, in multiples of the bet; the win is the whole amount credited (the bet was already
 * debited), so a 2x win on a 10-baht bet credits 20 baht. Only the highest matching rule pays:
 *
 *   เจ็ด เจ็ด เจ็ด (seven x3) ........ 300      ทุเรียน x3 (durian) ......... 10
 *   ช้าง x3 (elephant) .............. 80       มะม่วง x3 (mango) ........... 8
 *   มงกุฎ x3 (crown) ................ 40       มังคุด x3 (mangosteen) ...... 5
 *   ดอกบัว x3 (lotus) ............... 20       มังคุด on reels 1 and 2 ..... 3
 *                                              any three fruits, mixed ..... 2
 *
 * Symbols per reel (reel 1 / 2 / 3): seven 1/1/1, elephant 2/2/2, crown 3/3/3, lotus 5/5/5,
 * durian 6/7/7, mango 7/7/8, mangosteen 8/7/6.
 *
 * Return to player, exact over all 32^3 = 32,768 equally likely stop combinations (SLOT_RETURN is
 * enumerated at load from the strips below, and slot.test.ts pins it to these figures):
 *   RTP = 31,442 / 32,768 = 95.953369140625 %   (house edge 4.046630859375 %)
 *   hit frequency = 10,038 / 32,768 = 30.63 %, standard deviation of the return per spin = 3.0749
 */

export const SLOT_SYMBOLS = [
  { id: 'seven', code: '7', th: 'เจ็ด' },
  { id: 'elephant', code: 'E', th: 'ช้าง' },
  { id: 'crown', code: 'C', th: 'มงกุฎ' },
  { id: 'lotus', code: 'L', th: 'ดอกบัว' },
  { id: 'durian', code: 'D', th: 'ทุเรียน' },
  { id: 'mango', code: 'M', th: 'มะม่วง' },
  { id: 'mangosteen', code: 'K', th: 'มังคุด' },
] as const;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['id'];

/** Pay for three of a kind, by symbol index. */
const THREE_OF_A_KIND = [300, 80, 40, 20, 10, 8, 5] as const;
const MANGOSTEEN = 6;
const MANGOSTEEN_PAIR_PAY = 3;
const ANY_FRUIT_PAY = 2;
const isFruit = (symbol: number) => symbol >= 4;

/**
 * Reel strips, one character per stop in SLOT_SYMBOLS codes. Kept as text so the verification page
 * can print them verbatim; the order only matters for what the rows above and below show.
 */
export const SLOT_STRIPS = [
  'MDKLCKEMDLKMD7KCLMDKMLKEDMCKLDMK',
  'DMLKCDEMKLDMK7CLDMKDMKLEDMKCLDMK',
  'DMLKCMDEKLMDKM7CLDMKDLMEKDCMLDKM',
] as const;

const REELS: readonly Uint8Array[] = SLOT_STRIPS.map((strip) =>
  Uint8Array.from(strip, (code) => {
    const index = SLOT_SYMBOLS.findIndex((s) => s.code === code);
    if (index < 0) throw new Error(`unknown slot symbol code ${code}`);
    return index;
  }),
);

export type SlotRule = 'three-of-a-kind' | 'mangosteen-pair' | 'any-fruit';

/**
 * Which rule the middle row wins by. The checks run from the highest pay down (every three of a kind
 * pays at least 5, above the pair's 3 and the mixed fruits' 2), so the first match is the best one.
 */
export function lineRule(a: number, b: number, c: number): SlotRule | null {
  if (a === b && b === c) return 'three-of-a-kind';
  if (a === MANGOSTEEN && b === MANGOSTEEN) return 'mangosteen-pair';
  if (isFruit(a) && isFruit(b) && isFruit(c)) return 'any-fruit';
  return null;
}

/** The middle row's pay as a whole multiple of the bet (0 when it loses). */
export function lineMultiplier(a: number, b: number, c: number): number {
  switch (lineRule(a, b, c)) {
    case 'three-of-a-kind':
      return THREE_OF_A_KIND[a] ?? 0;
    case 'mangosteen-pair':
      return MANGOSTEEN_PAIR_PAY;
    case 'any-fruit':
      return ANY_FRUIT_PAY;
    case null:
      return 0;
  }
}

function symbolAt(reel: number, stop: number): number {
  const strip = REELS[reel]!;
  return strip[((stop % strip.length) + strip.length) % strip.length]!;
}

/** The seeded part of a spin: what the verification page replays without knowing the bet. */
export interface SlotDraw {
  stops: [number, number, number];
  /** Per reel, top to bottom: the stop above, the stop itself (pay line), the stop below. */
  window: [SlotSymbol[], SlotSymbol[], SlotSymbol[]];
  line: [SlotSymbol, SlotSymbol, SlotSymbol];
  multiplier: number;
  rule: SlotRule | null;
}

export interface SlotSpin extends SlotDraw {
  betSatang: bigint;
  winSatang: bigint;
}

const idOf = (symbol: number): SlotSymbol => SLOT_SYMBOLS[symbol]!.id;
const column = (reel: number, stop: number): SlotSymbol[] => [
  idOf(symbolAt(reel, stop - 1)),
  idOf(symbolAt(reel, stop)),
  idOf(symbolAt(reel, stop + 1)),
];

export function drawSlot(rng: RandomSource): SlotDraw {
  const s1 = rng.int(REELS[0]!.length);
  const s2 = rng.int(REELS[1]!.length);
  const s3 = rng.int(REELS[2]!.length);
  const a = symbolAt(0, s1);
  const b = symbolAt(1, s2);
  const c = symbolAt(2, s3);
  return {
    stops: [s1, s2, s3],
    window: [column(0, s1), column(1, s2), column(2, s3)],
    line: [idOf(a), idOf(b), idOf(c)],
    multiplier: lineMultiplier(a, b, c),
    rule: lineRule(a, b, c),
  };
}

/** One paid spin. Multipliers are whole numbers, so the win is exact in satang. */
export function spin(rng: RandomSource, betSatang: bigint): SlotSpin {
  if (betSatang <= 0n) throw new RangeError('bet must be a positive number of satang');
  const draw = drawSlot(rng);
  // Extends the draw in place rather than copying it: a million-spin simulation runs through here.
  return Object.assign(draw, { betSatang, winSatang: betSatang * BigInt(draw.multiplier) });
}

/** Multiplier of a stop triple, without building the display (exact enumeration, simulation). */
export function multiplierAtStops(s1: number, s2: number, s3: number): number {
  return lineMultiplier(symbolAt(0, s1), symbolAt(1, s2), symbolAt(2, s3));
}

/**
 * Exact return by enumerating every stop combination: paid = sum of multipliers, paidSquared = sum
 * of their squares (for the variance the simulation test needs), hits = winning combinations.
 */
function enumerateReturn() {
  let paid = 0;
  let paidSquared = 0;
  let hits = 0;
  const [n1, n2, n3] = REELS.map((r) => r.length) as [number, number, number];
  for (let s1 = 0; s1 < n1; s1++) {
    for (let s2 = 0; s2 < n2; s2++) {
      for (let s3 = 0; s3 < n3; s3++) {
        const m = multiplierAtStops(s1, s2, s3);
        paid += m;
        paidSquared += m * m;
        if (m > 0) hits += 1;
      }
    }
  }
  return { paid, paidSquared, hits, combinations: n1 * n2 * n3 };
}

/** Whole-number totals over all combinations; RTP = paid / combinations exactly. */
export const SLOT_RETURN = enumerateReturn();
export const SLOT_RTP = SLOT_RETURN.paid / SLOT_RETURN.combinations;
export const SLOT_HIT_FREQUENCY = SLOT_RETURN.hits / SLOT_RETURN.combinations;
/** Variance of the return per unit bet of a single spin. */
export const SLOT_VARIANCE = SLOT_RETURN.paidSquared / SLOT_RETURN.combinations - SLOT_RTP ** 2;
