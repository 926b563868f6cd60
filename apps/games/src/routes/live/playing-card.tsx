import { fill, T } from '../../i18n';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

/** A card drawn in SVG from its shoe id (rank = id % 13, suit = ⌊id / 13⌋ % 4); red suits in red. */
export function PlayingCard({ card, fresh }: { card: number; fresh?: boolean }) {
  const rank = RANKS[card % 13]!;
  const suit = SUITS[Math.floor(card / 13) % 4]!;
  const red = suit === '♥' || suit === '♦';
  return (
    <svg
      className={`pcard${red ? ' red' : ''}${fresh ? ' fresh' : ''}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={fill(T.cards.card, { rank, suit: T.cards.suits[suit] ?? suit })}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="face" />
      <text x="6" y="19" className="corner">
        {rank}
      </text>
      <text x="6" y="34" className="corner-suit">
        {suit}
      </text>
      <text x="33" y="62" textAnchor="middle" className="pip">
        {suit}
      </text>
    </svg>
  );
}

/** The place of a card not dealt yet: its back, dimmed. */
export function CardSlot() {
  return (
    <svg className="pcard slot" viewBox="0 0 60 84" aria-hidden="true">
      <rect x="1" y="1" width="58" height="82" rx="6" />
      <rect x="7" y="7" width="46" height="70" rx="4" className="inner" />
    </svg>
  );
}
