import {
  fillMessage,
  TH,
  type HousePokerDealBody,
  type HousePokerGame,
  type HousePokerRound,
  type Language,
} from '@chokdee/contracts';
import { fail } from '../../lib/app-error';
import { cardLabel } from '@chokdee/house-maths/poker/cards';
import { handNameOf, handScore } from '@chokdee/house-maths/poker/hand-rank';
import {
  AA_BONUS_PAYTABLE,
  ANTE_PAYTABLE,
  HOLDEM_SIMPLE_RTP,
  aaBonusHandOf,
  dealerQualifies,
  settleHoldem,
} from '@chokdee/house-maths/poker/holdem';
import { optimalHold } from '@chokdee/house-maths/poker/optimal-hold';
import { JOB_PAYTABLE, JOB_RTP, settleVideoPoker } from '@chokdee/house-maths/poker/video-poker';
import type { PokerDeal } from '@chokdee/house-maths/poker/poker-deal';
import { pokerSheetIn } from './sheets-en';

/**
 * The two poker games as the house provider serves them: limits, the odds and rules shown on the
 * page, what a decision returns and what the page may see. The deal and the pure rules:
 * @chokdee/house-maths/poker.
 */

/** Whole baht. The video poker royal pays 800 for 1, so its limit is lower than the table games'. */
export const POKER_LIMITS = {
  videoPoker: { min: 1, max: 500 },
  holdem: { min: 10, max: 5_000 },
  aaBonus: { min: 10, max: 1_000 },
} as const;
/** An open round waits this long for the member, then the sweep decides it (docs/GAMES.md). */
export const POKER_OPEN_MINUTES = 10;
/** Published house edge of Casino Hold'em under optimal play, per ante (docs/GAMES.md cites it). */
export const HOLDEM_PUBLISHED_EDGE = 0.0216;
/** The AA bonus's exact return over all 2,598,960 five-card hands (holdem.test.ts). */
export const AA_BONUS_RTP = 0.9374165050635639;

const satang = (baht: number) => BigInt(baht) * 100n;
const percent = (rtp: number) => Math.round(rtp * 10_000) / 100;

const TH_HANDS: Record<string, string> = {
  royalFlush: 'รอยัลฟลัช',
  straightFlush: 'สเตรทฟลัช',
  fourOfAKind: 'โฟร์การ์ด',
  fullHouse: 'ฟูลเฮาส์',
  flush: 'ฟลัช',
  straight: 'สเตรท',
  threeOfAKind: 'ตอง',
  twoPair: 'สองคู่',
  jacksOrBetter: 'คู่ J ขึ้นไป',
  pairOfAces: 'คู่ A',
  straightOrLess: 'สเตรทหรือต่ำกว่า',
};

const INFO = {
  videoPoker: {
    game: 'videoPoker' as const,
    title: 'วิดีโอโป๊กเกอร์ คู่ J ขึ้นไป',
    rtp: [{ label: 'ถือไพ่ตามคำแนะนำทุกตา', percent: percent(JOB_RTP) }],
    rules: [
      'แจกไพ่ 5 ใบ เลือกถือใบที่ต้องการ ใบที่ไม่ถือจะเปลี่ยนใหม่ 1 ครั้ง',
      ...JOB_PAYTABLE.map((e) => `${TH_HANDS[e.hand]} จ่าย ${e.pays} เท่าของเดิมพัน (รวมเงินเดิมพันแล้ว)`),
      'ไพ่ 52 ใบ สับใหม่ทุกตา ไพ่ที่จะเปลี่ยนถูกกำหนดไว้ตั้งแต่แจก การเลือกถือไม่เปลี่ยนไพ่ที่จะได้',
      `ไม่ตัดสินใจภายใน ${POKER_OPEN_MINUTES} นาที ระบบจะถือไพ่ตามคำแนะนำให้`,
    ],
    minStake: POKER_LIMITS.videoPoker.min,
    maxStake: POKER_LIMITS.videoPoker.max,
    openMinutes: POKER_OPEN_MINUTES,
  },
  holdem: {
    game: 'holdem' as const,
    title: 'คาสิโนโฮลเด็ม',
    rtp: [
      {
        label: 'เดิมพันแรก + คอล เล่นดีที่สุด (ต่อเดิมพันแรก ตัวเลขที่เผยแพร่)',
        percent: percent(1 - HOLDEM_PUBLISHED_EDGE),
      },
      { label: 'เดิมพันแรก + คอล เล่นตามกลยุทธ์ง่าย (จำลอง 1 ล้านตา)', percent: percent(HOLDEM_SIMPLE_RTP) },
      { label: 'AA โบนัส', percent: percent(AA_BONUS_RTP) },
    ],
    rules: [
      'วางเดิมพันแรก (Ante) และ AA โบนัสถ้าต้องการ รับไพ่ 2 ใบ และไพ่กลาง 3 ใบ แล้วเลือกคอล (2 เท่าของเดิมพันแรก) หรือหมอบ',
      'หมอบ: เสียเดิมพันแรก  คอล: เปิดไพ่กลางอีก 2 ใบ และไพ่เจ้ามือ 2 ใบ ใช้ไพ่ 5 ใบที่ดีที่สุดจาก 7 ใบ',
      'เจ้ามือต้องมีคู่ 4 ขึ้นไป ถ้าไม่ถึง เดิมพันแรกจ่ายตามตาราง และคืนเงินคอล',
      'ถ้าเจ้ามือถึง: ชนะได้เดิมพันแรกตามตาราง และคอล 1:1  แพ้เสียทั้งคู่  เสมอคืนทั้งคู่',
      ...ANTE_PAYTABLE.map((e) => `เดิมพันแรก: ${TH_HANDS[e.hand]} จ่าย ${e.toOne}:1`),
      ...AA_BONUS_PAYTABLE.map((e) => `AA โบนัส: ${TH_HANDS[e.hand]} จ่าย ${e.toOne}:1`),
      'AA โบนัสนับจากไพ่ของผู้เล่น 2 ใบกับไพ่กลาง 3 ใบแรก จ่ายแม้หมอบ',
      `AA โบนัส ${POKER_LIMITS.aaBonus.min} ถึง ${POKER_LIMITS.aaBonus.max} บาท`,
      `ไม่ตัดสินใจภายใน ${POKER_OPEN_MINUTES} นาที ระบบจะหมอบให้ (AA โบนัสยังจ่ายตามปกติ)`,
    ],
    minStake: POKER_LIMITS.holdem.min,
    maxStake: POKER_LIMITS.holdem.max,
    openMinutes: POKER_OPEN_MINUTES,
  },
};

/** A poker game's sheet in the member's language (sheets-en.ts for English). */
export const pokerInfo = (game: HousePokerGame, lang: Language = 'th') =>
  pokerSheetIn(lang, INFO[game], { openMinutes: POKER_OPEN_MINUTES, aaBonus: POKER_LIMITS.aaBonus });

function checkLimit(baht: number, limit: { min: number; max: number }) {
  if (baht < limit.min || baht > limit.max) {
    throw fail('VALIDATION', 'houseStakeOutOfRange', fillMessage(TH.houseStakeOutOfRange, limit));
  }
}

/** The deal's stake in satang, after checking it against the limits. */
export function pokerDealStake(body: HousePokerDealBody): bigint {
  if (body.game === 'videoPoker') {
    checkLimit(body.bet, POKER_LIMITS.videoPoker);
    return satang(body.bet);
  }
  checkLimit(body.ante, POKER_LIMITS.holdem);
  if (body.aaBonus !== undefined) checkLimit(body.aaBonus, POKER_LIMITS.aaBonus);
  return satang(body.ante) + satang(body.aaBonus ?? 0);
}

export type PokerDecision = { hold: boolean[] } | { action: 'call' | 'fold' };

/** Satang returned (stake included) for a decision on a dealt round. */
export function pokerPayout(dealt: PokerDeal, bet: HousePokerDealBody, decision: PokerDecision): bigint {
  if (dealt.game === 'videoPoker' && bet.game === 'videoPoker' && 'hold' in decision) {
    return satang(bet.bet) * BigInt(settleVideoPoker(dealt.deal, decision.hold).pays);
  }
  if (dealt.game === 'holdem' && bet.game === 'holdem' && 'action' in decision) {
    const s = settleHoldem(dealt.deal, decision.action);
    return satang(bet.ante) * BigInt(s.ante + s.call) + satang(bet.aaBonus ?? 0) * BigInt(s.aaBonus);
  }
  throw fail('VALIDATION', 'pokerDecisionInvalid');
}

/** What the sweep decides for a member who left: the best hold (video poker), a fold (hold'em). */
export function timeoutDecision(dealt: PokerDeal): PokerDecision {
  return dealt.game === 'videoPoker' ? { hold: optimalHold(dealt.deal.dealt).hold } : { action: 'fold' };
}

const toBaht = (s: bigint) => Number(s) / 100;

/** The table as the page may see it: dealt cards always, the rest only once the decision took them. */
export function pokerTable(
  dealt: PokerDeal,
  bet: HousePokerDealBody,
  decision: PokerDecision | null,
  callStake: bigint,
): HousePokerRound['table'] {
  if (dealt.game === 'videoPoker' && bet.game === 'videoPoker') {
    const { deal } = dealt;
    const hold = decision && 'hold' in decision ? decision.hold : null;
    const result = hold ? settleVideoPoker(deal, hold) : null;
    return {
      game: 'videoPoker',
      bet: bet.bet,
      dealt: deal.dealt.map(cardLabel),
      hold,
      final: result ? result.final.map(cardLabel) : null,
      paidHand: result?.hand ?? null,
      pays: result?.pays ?? null,
      hint: hold ? null : optimalHold(deal.dealt),
    };
  }
  if (dealt.game === 'holdem' && bet.game === 'holdem') {
    const { deal } = dealt;
    const action = decision && 'action' in decision ? decision.action : null;
    const called = action === 'call';
    const settled = action ? settleHoldem(deal, action) : null;
    const dealerScore = called ? handScore([...deal.dealer, ...deal.flop, deal.turn, deal.river]) : null;
    return {
      game: 'holdem',
      ante: bet.ante,
      aaBonus: bet.aaBonus ?? 0,
      call: toBaht(callStake),
      player: deal.player.map(cardLabel),
      flop: deal.flop.map(cardLabel),
      turn: called ? cardLabel(deal.turn) : null,
      river: called ? cardLabel(deal.river) : null,
      dealer: called ? deal.dealer.map(cardLabel) : null,
      action,
      playerHand: settled?.playerHand ?? handNameOf(handScore([...deal.player, ...deal.flop])),
      dealerHand: settled?.dealerHand ?? null,
      dealerQualifies: dealerScore === null ? null : dealerQualifies(dealerScore),
      result: settled?.result ?? null,
      aaBonusHand: aaBonusHandOf(handScore([...deal.player, ...deal.flop])),
    };
  }
  throw new Error(`house poker: the deal of ${dealt.game} does not match a ${bet.game} bet`);
}
