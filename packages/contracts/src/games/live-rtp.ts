import { FISH_PRAWN_CRAB_SYMBOLS, LIVE_PAYTABLES, liveSpot, type LiveKind } from './live-paytables';

/**
 * The exact return to player of every live bet spot, computed from the paytables in live-paytables.ts
 * (never copied numbers, so a changed price changes the figure shown): the dice tables over all 216 rolls,
 * Dragon Tiger and baccarat from the full 8-deck shoe's composition. The server's own rules files compute the
 * same figures their own way (packages/house-maths/src/*); a test holds the two together.
 */

type Dice = readonly [number, number, number];
const count = (dice: Dice, face: number) => dice.filter((d) => d === face).length;
const isTriple = (dice: Dice) => dice[0] === dice[1] && dice[1] === dice[2];

/**
 * What one unit on a dice spot returns on a roll, stake included (0 when it loses): the browser marks the
 * winning spots with it and the RTP sums it over every roll.
 */
export function diceSpotReturn(kind: 'hilo' | 'fishPrawnCrab', code: string, dice: Dice): number {
  const spot = liveSpot(kind, code);
  if (!spot) return 0;
  const total = dice[0] + dice[1] + dice[2];
  const win = (hit: boolean) => (hit ? 1 + spot.pays : 0);
  const byDice = (face: number) => {
    const n = count(dice, face);
    return n > 0 ? 1 + spot.paysByDice![n - 1]! : 0;
  };
  if (kind === 'fishPrawnCrab')
    return byDice(FISH_PRAWN_CRAB_SYMBOLS.indexOf(code as (typeof FISH_PRAWN_CRAB_SYMBOLS)[number]) + 1);
  const [name, arg = ''] = code.split(':');
  const face = Number(arg);
  switch (name) {
    case 'low':
      return win(total >= 4 && total <= 10 && !isTriple(dice));
    case 'high':
      return win(total >= 11 && total <= 17 && !isTriple(dice));
    case 'eleven':
      return win(total === 11);
    case 'total':
      return win(total === face);
    case 'single':
      return byDice(face);
    case 'combo': {
      const [a, b] = arg.split('-').map(Number) as [number, number];
      return win(count(dice, a) > 0 && count(dice, b) > 0);
    }
    case 'pair':
      return win(count(dice, face) >= 2);
    case 'triple':
      return win(count(dice, face) === 3);
    case 'anyTriple':
      return win(isTriple(dice));
    default:
      return 0;
  }
}

function diceRtp(kind: 'hilo' | 'fishPrawnCrab'): Record<string, number> {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
  return Object.fromEntries(
    LIVE_PAYTABLES[kind].map((spot) => [
      spot.code,
      rolls.reduce((sum, dice) => sum + diceSpotReturn(kind, spot.code, dice), 0) / rolls.length,
    ]),
  );
}

const SHOE = 416;
/** Cards of one rank in 8 decks, and the chance the next card matches a given one: 31/415. */
const PER_RANK = SHOE / 13;
const MATCH = (PER_RANK - 1) / (SHOE - 1);
const pays = (kind: LiveKind, code: string) => liveSpot(kind, code)!.pays;

function dragonTigerRtp(): Record<string, number> {
  const tie = MATCH;
  const side = (1 - tie) / 2;
  return {
    dragon: (1 + pays('dragonTiger', 'dragon')) * side + 0.5 * tie,
    tiger: (1 + pays('dragonTiger', 'tiger')) * side + 0.5 * tie,
    tie: (1 + pays('dragonTiger', 'tie')) * tie,
  };
}

/**
 * Baccarat's outcome probabilities by enumerating the first six cards by point value (0: tens and pictures,
 * 128 cards; 1-9: 32 each), drawn without replacement under the standard third-card rules.
 */
function baccaratOutcomes() {
  const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const odds = { player: 0, banker: 0, tie: 0 };
  let remaining = SHOE;
  const draw = (p: number, take: (v: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (left[v] === 0) continue;
      const q = (p * left[v]!) / remaining;
      left[v]!--;
      remaining--;
      take(v, q);
      left[v]!++;
      remaining++;
    }
  };
  const finish = (p: number, player: number, banker: number) => {
    odds[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += p;
  };
  const bankerThird = (banker: number, third: number) =>
    banker <= 2 ||
    (banker === 3 && third !== 8) ||
    (banker === 4 && third >= 2 && third <= 7) ||
    (banker === 5 && third >= 4 && third <= 7) ||
    (banker === 6 && third >= 6 && third <= 7);
  draw(1, (p1, a) =>
    draw(a, (b1, b) =>
      draw(b, (p2, c) =>
        draw(c, (b2, p) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return finish(p, player, banker);
          if (player >= 6) {
            if (banker <= 5) return draw(p, (b3, q) => finish(q, player, (banker + b3) % 10));
            return finish(p, player, banker);
          }
          draw(p, (p3, q) => {
            const playerTotal = (player + p3) % 10;
            if (bankerThird(banker, p3)) draw(q, (b3, r) => finish(r, playerTotal, (banker + b3) % 10));
            else finish(q, playerTotal, banker);
          });
        }),
      ),
    ),
  );
  return odds;
}

function baccaratRtp(): Record<string, number> {
  const o = baccaratOutcomes();
  const k = 'baccarat';
  return {
    player: (1 + pays(k, 'player')) * o.player + o.tie,
    banker: (1 + pays(k, 'banker')) * o.banker + o.tie,
    tie: (1 + pays(k, 'tie')) * o.tie,
    playerPair: (1 + pays(k, 'playerPair')) * MATCH,
    bankerPair: (1 + pays(k, 'bankerPair')) * MATCH,
  };
}

const cache = new Map<LiveKind, Record<string, number>>();

/** The RTP (0..1) of every spot of a kind of table, by bet code; computed once, when first asked. */
export function liveRtp(kind: LiveKind): Readonly<Record<string, number>> {
  let rtp = cache.get(kind);
  if (!rtp) {
    rtp = kind === 'baccarat' ? baccaratRtp() : kind === 'dragonTiger' ? dragonTigerRtp() : diceRtp(kind);
    cache.set(kind, rtp);
  }
  return rtp;
}
