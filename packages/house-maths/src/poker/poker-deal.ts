import type { HousePokerGame } from '@chokdee/contracts';
import type { RandomSource } from '../provably-fair';
import { cardLabel } from './cards';
import { dealHoldem, type HoldemDeal } from './holdem';
import { dealVideoPoker, type VideoPokerDeal } from './video-poker';

/**
 * A poker round's cards from its random stream: what the house provider deals, and what the verify page
 * replays in the browser from the revealed seeds (the same function, so the two cannot drift apart).
 */
export type PokerDeal = { game: 'videoPoker'; deal: VideoPokerDeal } | { game: 'holdem'; deal: HoldemDeal };

export function dealPoker(game: HousePokerGame, rng: RandomSource): PokerDeal {
  return game === 'videoPoker' ? { game, deal: dealVideoPoker(rng) } : { game, deal: dealHoldem(rng) };
}

/** The replayed deck of the verification page. */
export function pokerDeck(dealt: PokerDeal) {
  if (dealt.game === 'videoPoker') {
    return {
      game: 'videoPoker' as const,
      dealt: dealt.deal.dealt.map(cardLabel),
      draws: dealt.deal.draws.map(cardLabel),
    };
  }
  const d = dealt.deal;
  return {
    game: 'holdem' as const,
    player: d.player.map(cardLabel),
    flop: d.flop.map(cardLabel),
    turn: cardLabel(d.turn),
    river: cardLabel(d.river),
    dealer: d.dealer.map(cardLabel),
  };
}
