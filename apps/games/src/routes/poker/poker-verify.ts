import type { HousePokerRound } from '@chokdee/contracts';
import { hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { replayDeck, type PokerDeck } from './poker-deck';

/** What the check of a revealed round found. */
export interface PokerVerdict {
  hashMatches: boolean;
  /** The browser's own SHA-256 of the revealed seed. */
  ownHash: string;
  deck: PokerDeck;
  /** Every card the round shows is the deck's card at its place. */
  cardsMatch: boolean;
}

const same = (a: readonly string[] | null | undefined, b: readonly string[]) =>
  Boolean(a) && a!.length === b.length && a!.every((card, i) => card === b[i]);

/**
 * Whether the cards of a round are those its deck gives: video poker's dealt five, and after the draw each
 * discard replaced by the next draw card left to right; hold'em's two and the flop, and after a call the
 * turn, the river and the dealer's two.
 */
export function roundMatchesDeck(table: HousePokerRound['table'], deck: PokerDeck): boolean {
  if (table.game === 'videoPoker' && deck.game === 'videoPoker') {
    if (!same(table.dealt, deck.dealt)) return false;
    if (!table.hold || !table.final) return table.final === null;
    let next = 0;
    const final = deck.dealt.map((card, i) => (table.hold![i] ? card : deck.draws[next++]!));
    return same(table.final, final);
  }
  if (table.game === 'holdem' && deck.game === 'holdem') {
    if (!same(table.player, deck.player) || !same(table.flop, deck.flop)) return false;
    if (table.turn === null) return table.river === null && table.dealer === null;
    return table.turn === deck.turn && table.river === deck.river && same(table.dealer, deck.dealer);
  }
  return false;
}

/**
 * Checks a round whose server seed was revealed: the seed against its commitment, then the deck replayed
 * from the seeds here in the browser (poker-deck.ts), on any page: the hashes are plain JavaScript.
 */
export function verifyPokerRound(round: HousePokerRound & { serverSeed: string }): PokerVerdict {
  const deck = replayDeck(round.game, { ...round });
  const ownHash = hashServerSeed(round.serverSeed);
  return {
    hashMatches: ownHash === round.serverSeedHash.toLowerCase(),
    ownHash,
    deck,
    cardsMatch: roundMatchesDeck(round.table, deck),
  };
}
