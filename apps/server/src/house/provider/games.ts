import {
  fillMessage,
  TH,
  type GameRtp,
  type HouseGameCode,
  type HouseOutcome,
  type HousePlayBody,
  type Language,
} from '@chokdee/contracts';
import { fail } from '../../lib/app-error';
import { BACCARAT_RTP, dealHand, type BaccaratHand } from '@chokdee/house-maths/baccarat';
import { settleHand, type BaccaratBets } from '@chokdee/house-maths/baccarat-bets';
import { cardLabel } from '@chokdee/house-maths/baccarat-shoe';
import {
  NAGA_FREE_SPIN_CAP,
  NAGA_FREE_SPIN_MULTIPLIER,
  NAGA_FREE_SPINS,
  NAGA_LINE_COUNT,
  NAGA_LINE_PAYS,
  NAGA_RETURN,
  NAGA_RTP,
  NAGA_SCATTER_PAYS,
  NAGA_SYMBOLS,
  drawNaga,
  nagaWinSatang,
  type NagaDraw,
  type NagaSpin,
} from '@chokdee/house-maths/naga';
import type { FairRng } from '@chokdee/house-maths/provably-fair';
import { SLOT_RTP, SLOT_SYMBOLS, drawSlot, lineMultiplier, type SlotDraw } from '@chokdee/house-maths/slot';
import { TRADING_RTP, drawPath, settleTrade, type TradingPath } from '@chokdee/house-maths/trading';
import { replayRound } from '@chokdee/house-maths/verify-round';
import { atRiskOf, BACCARAT_OPPOSITES } from '@chokdee/house-maths/at-risk';
import { houseSheetIn } from './sheets-en';

/**
 * The three house games as the provider serves them: stake limits, the honest odds shown on each page,
 * the seeded draw, the payout of a bet on it, and how the draw is shown. The pure rules live in ../house.
 */
type Play<G extends HouseGameCode> = Extract<HousePlayBody, { game: G }>;
type Draws = { slot: SlotDraw; naga: NagaDraw; baccarat: BaccaratHand; trading: TradingPath };

interface HouseGameSpec<G extends HouseGameCode> {
  title: string;
  /** Whole baht per bet. */
  minStake: number;
  maxStake: number;
  rtp: GameRtp[];
  rules: string[];
  /** Every stake of the play, in whole baht. */
  stakes(play: Play<G>): number[];
  /**
   * Whole baht of the play really at risk, opposing bets netted: what the wallet counts as turnover
   * (docs/ABUSE.md 4). A game whose bets can never cover each other answers the whole stake.
   */
  atRisk(play: Play<G>): number;
  draw(rng: FairRng): Draws[G];
  payout(draw: Draws[G], play: Play<G>): bigint;
  show(draw: Draws[G]): Extract<HouseOutcome, { game: G }>;
}

const satang = (baht: number) => BigInt(baht) * 100n;

/** The slot paytable in Thai, read off the game's own rules so the page can never disagree with them. */
function slotRules(): string[] {
  const th = (i: number) => SLOT_SYMBOLS[i]!.th;
  const [durian, mango, mangosteen] = (['durian', 'mango', 'mangosteen'] as const).map((id) =>
    SLOT_SYMBOLS.findIndex((s) => s.id === id),
  ) as [number, number, number];
  return [
    ...SLOT_SYMBOLS.map((_, i) => `${th(i)} ${th(i)} ${th(i)} จ่าย ${lineMultiplier(i, i, i)} เท่า`),
    `${th(mangosteen)} ที่วงล้อ 1 และ 2 จ่าย ${lineMultiplier(mangosteen, mangosteen, 0)} เท่า`,
    `ผลไม้ผสมกันครบ 3 วง (${th(durian)} ${th(mango)} ${th(mangosteen)}) จ่าย ${lineMultiplier(durian, mango, mangosteen)} เท่า`,
    'จ่ายเฉพาะเส้นกลาง ได้รางวัลสูงสุดเพียงกฎเดียว เงินรางวัลรวมเงินเดิมพันแล้ว',
  ];
}
const percent = (rtp: number) => Math.round(rtp * 10_000) / 100;

/** The naga paytable in Thai, read off the game's own tables like slotRules(). */
function nagaRules(): string[] {
  const th = (id: string) => NAGA_SYMBOLS.find((s) => s.id === id)!.th;
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `เดิมพันรวมแบ่งเท่ากัน ${NAGA_LINE_COUNT} ไลน์ จ่ายเมื่อสัญลักษณ์เหมือนกัน 3 ถึง 5 ช่องติดกันจากวงล้อซ้ายสุด`,
    ...NAGA_SYMBOLS.flatMap((s, i) =>
      s.id === 'lotus'
        ? []
        : [`${s.th} 3/4/5 ช่อง จ่าย ${NAGA_LINE_PAYS[i]!.map(n).join('/')} เท่าของเดิมพันต่อไลน์`],
    ),
    `${th('naga')} แทนได้ทุกสัญลักษณ์ ยกเว้น${th('lotus')} แต่ละไลน์จ่ายเฉพาะรางวัลสูงสุด`,
    `${th('lotus')} 3/4/5 ดอกที่ตำแหน่งใดก็ได้ จ่าย ${NAGA_SCATTER_PAYS.slice(3).join('/')} เท่าของเดิมพันรวม และได้ฟรีสปิน ${NAGA_FREE_SPINS.slice(3).join('/')} ครั้ง`,
    `ระหว่างฟรีสปิน รางวัลทั้งหมดคูณ ${NAGA_FREE_SPIN_MULTIPLIER} ได้ฟรีสปินเพิ่มเมื่อ${th('lotus')}ออก 3 ดอกขึ้นไป รวมไม่เกิน ${NAGA_FREE_SPIN_CAP} ครั้งต่อรอบ`,
    'ฟรีสปินเล่นต่อในรอบเดียวกันทันที เงินรางวัลรวมเงินเดิมพันแล้ว',
  ];
}

/** A naga spin as the page animates it: pays in total bets (1/20 per line bet, exact to 0.05). */
const showNagaSpin = (spin: NagaSpin) => ({
  stops: spin.stops,
  window: spin.window,
  lines: spin.lines.map((l) => ({
    line: l.line,
    symbols: l.count,
    symbol: l.symbol,
    pays: l.pays / NAGA_LINE_COUNT,
  })),
  scatter: spin.scatter,
  awarded: spin.awarded,
  multiplier: spin.multiplier,
});

const SPECS: { [G in HouseGameCode]: HouseGameSpec<G> } = {
  slot: {
    title: 'สล็อตช้างทอง',
    minStake: 1,
    maxStake: 1_000,
    rtp: [{ label: 'ทุกการหมุน', percent: percent(SLOT_RTP) }],
    rules: slotRules(),
    stakes: (play) => [play.bet],
    atRisk: (play) => play.bet,
    draw: drawSlot,
    payout: (draw, play) => satang(play.bet) * BigInt(draw.multiplier),
    show: (d) => ({
      game: 'slot',
      stops: d.stops,
      window: d.window,
      line: d.line,
      multiplier: d.multiplier,
      rule: d.rule,
    }),
  },
  naga: {
    title: 'ขุมทรัพย์พญานาค',
    // Any whole baht: a line bet is then 5 satang per baht, so every line pays exact satang.
    minStake: 1,
    maxStake: 1_000,
    rtp: [
      { label: 'ทุกการหมุน (รวมฟรีสปิน)', percent: percent(NAGA_RTP) },
      // Parts of the return above, not returns of their own (gameRtp `share`).
      { label: 'ในจำนวนนี้ มาจากเกมหลัก', percent: percent(NAGA_RETURN.baseRtp), share: true },
      { label: 'ในจำนวนนี้ มาจากฟรีสปิน', percent: percent(NAGA_RETURN.featureRtp), share: true },
    ],
    rules: nagaRules(),
    stakes: (play) => [play.bet],
    atRisk: (play) => play.bet,
    draw: drawNaga,
    payout: (draw, play) => nagaWinSatang(draw, satang(play.bet)),
    show: (d) => ({
      game: 'naga',
      ...showNagaSpin(d),
      freeSpins: d.freeSpins.map(showNagaSpin),
      total: d.totalUnits / NAGA_LINE_COUNT,
    }),
  },
  baccarat: {
    title: 'บาคาร่า',
    minStake: 10,
    maxStake: 10_000,
    rtp: [
      { label: 'ฝั่งผู้เล่น', percent: percent(BACCARAT_RTP.player) },
      { label: 'ฝั่งเจ้ามือ', percent: percent(BACCARAT_RTP.banker) },
      { label: 'เสมอ', percent: percent(BACCARAT_RTP.tie) },
      { label: 'คู่ฝั่งผู้เล่น', percent: percent(BACCARAT_RTP.playerPair) },
      { label: 'คู่ฝั่งเจ้ามือ', percent: percent(BACCARAT_RTP.bankerPair) },
    ],
    rules: [
      'ฝั่งผู้เล่นชนะ จ่าย 1:1 ถ้าออกเสมอคืนเงินเดิมพัน',
      'ฝั่งเจ้ามือชนะ จ่าย 0.95:1 (หักค่าคอมมิชชั่น 5%) ถ้าออกเสมอคืนเงินเดิมพัน',
      'แทงเสมอ จ่าย 8:1',
      'แทงคู่ ไพ่สองใบแรกของฝั่งนั้นแต้มเดียวกัน จ่าย 11:1',
      'ไพ่ 8 สำรับ สับใหม่ทุกตา แจกและจั่วใบที่สามตามกติกาบาคาร่ามาตรฐาน',
    ],
    stakes: (play) => Object.values(play.bets).filter((v) => v !== undefined),
    // Player against banker is a hedge: only their difference is at risk (the one rule: house/at-risk.ts).
    atRisk: ({ bets }) => atRiskOf(bets, BACCARAT_OPPOSITES),
    draw: dealHand,
    payout: (hand, play) => {
      const bets: BaccaratBets = {};
      for (const [kind, baht] of Object.entries(play.bets))
        if (baht !== undefined) bets[kind as keyof BaccaratBets] = satang(baht);
      return settleHand(hand, bets).returnSatang;
    },
    show: (h) => ({
      game: 'baccarat',
      player: h.player.map(cardLabel),
      banker: h.banker.map(cardLabel),
      playerTotal: h.playerTotal,
      bankerTotal: h.bankerTotal,
      winner: h.outcome,
      natural: h.natural,
      playerPair: h.playerPair,
      bankerPair: h.bankerPair,
    }),
  },
  trading: {
    title: 'เทรดขึ้นลง',
    minStake: 10,
    maxStake: 5_000,
    rtp: [{ label: 'ทายขึ้นหรือลง', percent: percent(TRADING_RTP) }],
    rules: [
      'ราคาเริ่มต้น 1,000.00 ขยับ 10 ช่วง ช่วงละ -0.50 ถึง +0.50 ทุกค่ามีโอกาสเท่ากัน',
      'ทายถูกว่าราคาปิดสูงหรือต่ำกว่าราคาเริ่มต้น รับ 1.95 เท่าของเดิมพัน',
      'ราคาปิดเท่าราคาเริ่มต้น คืนเงินเดิมพัน',
    ],
    stakes: (play) => [play.stake],
    // One call (up or down) per round, each round its own draw: an opposite call is another round.
    atRisk: (play) => play.stake,
    draw: drawPath,
    payout: (path, play) => settleTrade(path, play.call, satang(play.stake)).returnSatang,
    show: (p) => ({ game: 'trading', prices: p.prices.map((points) => points / 100), move: p.move }),
  },
};

/**
 * The title the game's page shows: its catalogue entry is named the same
 * (docs/decisions/060-games-open-and-come-back.md).
 */
export const houseGameTitle = (game: HouseGameCode) => SPECS[game].title;

/** Every game's sheet (title, RTP, rules, limits) in the member's language (sheets-en.ts for English). */
export const houseGameInfos = (lang: Language = 'th') =>
  (Object.keys(SPECS) as HouseGameCode[]).map((game) => {
    const { title, rtp, rules, minStake, maxStake } = SPECS[game];
    return houseSheetIn(lang, { game, title, rtp, rules, minStake, maxStake });
  });

/** A drawn round: total stake, payout (stake included) and what the page shows, all in satang. */
export interface PlayedRound {
  stake: bigint;
  payout: bigint;
  outcome: HouseOutcome;
}

/** The total stake in satang, after checking each stake against the game's limits. */
export function checkStakes<G extends HouseGameCode>(play: Play<G> & { game: G }): bigint {
  const spec: HouseGameSpec<G> = SPECS[play.game];
  const stakes = spec.stakes(play);
  if (stakes.some((s) => s < spec.minStake || s > spec.maxStake)) {
    const limits = { min: spec.minStake, max: spec.maxStake };
    throw fail('VALIDATION', 'houseStakeOutOfRange', fillMessage(TH.houseStakeOutOfRange, limits));
  }
  return stakes.reduce((sum, s) => sum + satang(s), 0n);
}

/** Satang of the play's stake really at risk (opposing bets netted), sent with its win as turnover. */
export function stakeAtRisk<G extends HouseGameCode>(play: Play<G> & { game: G }): bigint {
  const spec: HouseGameSpec<G> = SPECS[play.game];
  return satang(spec.atRisk(play));
}

/** Draws the round from the seeded stream and settles the play on it. */
export function playRound<G extends HouseGameCode>(play: Play<G> & { game: G }, rng: FairRng): PlayedRound {
  const spec: HouseGameSpec<G> = SPECS[play.game];
  const draw = spec.draw(rng);
  return { stake: checkStakes<G>(play), payout: spec.payout(draw, play), outcome: spec.show(draw) };
}

/** The verification page: the commitment check, then the draw replayed from the seeds alone. */
export function verifyRound<G extends HouseGameCode>(
  game: G,
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
): { hashMatches: boolean; outcome: HouseOutcome | null } {
  const replayed = replayRound(game, seeds);
  if (!replayed.ok) return { hashMatches: false, outcome: null };
  const spec: HouseGameSpec<G> = SPECS[game];
  return { hashMatches: true, outcome: spec.show(replayed.outcome) };
}
