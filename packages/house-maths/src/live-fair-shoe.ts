import type { LiveKind } from '@chokdee/contracts';
import { LiveShoe, shuffleShoe, type ShuffledShoe } from './live-shoe';
import { FairRng, hashServerSeed, newServerSeed } from './provably-fair';
import { rulesOf, type DrawnRound } from './live-kinds';

/**
 * Provably fair per shoe (docs/GAMES.md "Live tables"). A card table's whole 8-deck order comes from
 * the shoe's seeds with nonce 0; a dice table's "shoe" is a run of DICE_SHOE_ROUNDS rounds, round n's dice
 * drawn with nonce n. The client seed is public and fixed in advance (table id and shoe number), so the
 * server cannot choose it after seeing the order.
 */
export const DICE_SHOE_ROUNDS = 60;

export interface ShoeSeeds {
  serverSeed: string;
  clientSeed: string;
}

export function newShoeSeeds(tableId: string, shoeNo: number) {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: `${tableId}:${shoeNo}` };
}

/** The card table's whole shoe: its order, cut card and burn (live-shoe.ts). */
export const cardOrder = ({ serverSeed, clientSeed }: ShoeSeeds): ShuffledShoe =>
  shuffleShoe(new FairRng({ serverSeed, clientSeed, nonce: 0 }));

/** A round drawn from the shoe: `next` is the shoe position after its last card. */
export interface ShoeRound extends DrawnRound {
  from: number;
  next: number;
}

/** Round `handNo` of a dice shoe, or the round of a card shoe starting at `position`; undefined: shoe over. */
export function drawRound(
  kind: LiveKind,
  seeds: ShoeSeeds,
  at: { handNo: number; position: number },
  order?: ShuffledShoe,
): ShoeRound | undefined {
  const rules = rulesOf(kind);
  if (rules.source === 'dice') {
    if (at.handNo >= DICE_SHOE_ROUNDS) return undefined;
    const rng = new FairRng({ ...seeds, nonce: at.handNo });
    return { ...rules.drawDice!(rng), from: 0, next: 0 };
  }
  const shoe = new LiveShoe(order ?? cardOrder(seeds), at.handNo === 0 ? undefined : at.position);
  // The cut card came out during the last hand: that hand was the shoe's last.
  if (shoe.passedCut) return undefined;
  const from = shoe.position;
  const drawn = rules.drawCards!(shoe.next);
  return { ...drawn, from, next: shoe.position };
}

/** Every round of a finished shoe, replayed from its seeds alone (the verify page does the same). */
export function replayShoe(kind: LiveKind, seeds: ShoeSeeds): ShoeRound[] {
  const order = rulesOf(kind).source === 'cards' ? cardOrder(seeds) : undefined;
  const rounds: ShoeRound[] = [];
  let position = 0;
  for (let handNo = 0; ; handNo++) {
    const round = drawRound(kind, seeds, { handNo, position }, order);
    if (!round) return rounds;
    rounds.push(round);
    position = round.next;
  }
}
