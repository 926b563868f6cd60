import type { LiveKind, LiveResult, LiveStep } from '@chokdee/contracts';
import { BrowserFairStream } from './fair-stream';

/**
 * Replays a whole live shoe from its revealed seeds in the browser, exactly as the server deals it
 * (apps/server/src/modules/games/live/fair-shoe.ts, house/live-shoe.ts, house/baccarat.ts, house/hilo.ts):
 *
 * - card tables: nonce 0 shuffles the 416 cards (Fisher-Yates from the last card down), then one more
 *   draw places the cut card (416 - 52 - int(27)); the first card is turned and burns its value (pictures
 *   10) more; hands follow until the cut card has come out, the hand under way always finished;
 * - dice tables: 60 rounds, round n's three dice drawn with nonce n.
 */
export const DICE_SHOE_ROUNDS = 60;
const SHOE_SIZE = 416;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => SUITS[Math.floor(card / 13) % 4]!;
export const cardLabel = (card: number) => `${RANKS[rankOf(card)]!}${suitOf(card)}`;
/** Baccarat points: ace 1, two to nine face value, tens and pictures 0. */
const pointOf = (card: number) => (rankOf(card) < 9 ? rankOf(card) + 1 : 0);
const total = (cards: number[]) => cards.reduce((sum, c) => sum + pointOf(c), 0) % 10;

export interface ShoeSeeds {
  serverSeed: string;
  clientSeed: string;
}

export interface ReplayedRound {
  handNo: number;
  steps: LiveStep[];
  result: LiveResult;
}

export async function shuffledShoe({ serverSeed, clientSeed }: ShoeSeeds) {
  const rng = new BrowserFairStream(serverSeed, clientSeed, 0);
  const cards = Array.from({ length: SHOE_SIZE }, (_, id) => id);
  for (let i = SHOE_SIZE - 1; i > 0; i--) {
    const j = await rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const cutAt = SHOE_SIZE - 52 - (await rng.int(27));
  const burned = 1 + Math.min(rankOf(cards[0]!) + 1, 10);
  return { cards, cutAt, burned };
}

const card = (side: 'player' | 'banker' | 'dragon' | 'tiger', id: number): LiveStep => ({
  type: 'card',
  side,
  card: id,
  label: cardLabel(id),
});

function bankerDraws(banker: number, third: number | null) {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

function baccaratHand(next: () => number): Omit<ReplayedRound, 'handNo'> {
  const [p1, b1, p2, b2] = [next(), next(), next(), next()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const steps = [card('player', p1), card('banker', b1), card('player', p2), card('banker', b2)];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      const c = next();
      player.push(c);
      steps.push(card('player', c));
      third = pointOf(c);
    }
    if (bankerDraws(total(banker), third)) {
      const c = next();
      banker.push(c);
      steps.push(card('banker', c));
    }
  }
  const [playerTotal, bankerTotal] = [total(player), total(banker)];
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    steps,
    result: {
      kind: 'baccarat',
      winner,
      playerTotal,
      bankerTotal,
      natural,
      playerPair: rankOf(p1) === rankOf(p2),
      bankerPair: rankOf(b1) === rankOf(b2),
      road: { side: winner === 'player' ? 'P' : winner === 'banker' ? 'B' : 'T' },
    },
  };
}

function dragonTigerHand(next: () => number): Omit<ReplayedRound, 'handNo'> {
  const [dragon, tiger] = [next(), next()];
  const diff = rankOf(dragon) - rankOf(tiger);
  const winner = diff > 0 ? 'dragon' : diff < 0 ? 'tiger' : 'tie';
  return {
    steps: [card('dragon', dragon), card('tiger', tiger)],
    result: {
      kind: 'dragonTiger',
      winner,
      dragon,
      tiger,
      road: { side: winner === 'dragon' ? 'B' : winner === 'tiger' ? 'P' : 'T' },
    },
  };
}

/** Every round of a finished shoe, in order, from its seeds alone. */
export async function replayLiveShoe(kind: LiveKind, seeds: ShoeSeeds): Promise<ReplayedRound[]> {
  const rounds: ReplayedRound[] = [];
  if (kind === 'hilo' || kind === 'fishPrawnCrab') {
    for (let handNo = 0; handNo < DICE_SHOE_ROUNDS; handNo++) {
      const rng = new BrowserFairStream(seeds.serverSeed, seeds.clientSeed, handNo);
      const dice = [(await rng.int(6)) + 1, (await rng.int(6)) + 1, (await rng.int(6)) + 1];
      const steps: LiveStep[] = dice.map((value) => ({ type: 'dice', value }));
      rounds.push({ handNo, steps, result: { kind, dice, total: dice[0]! + dice[1]! + dice[2]! } });
    }
    return rounds;
  }
  const { cards, cutAt, burned } = await shuffledShoe(seeds);
  let at = burned;
  const next = () => {
    const c = cards[at];
    if (c === undefined) throw new Error('the shoe is empty');
    at += 1;
    return c;
  };
  // The cut card comes out with cards[cutAt]: the hand under way is the shoe's last.
  for (let handNo = 0; at <= cutAt; handNo++) {
    const hand = kind === 'baccarat' ? baccaratHand(next) : dragonTigerHand(next);
    rounds.push({ handNo, ...hand });
  }
  return rounds;
}
