import { T } from '../../i18n';

/**
 * A playing card drawn in SVG: the rank in a corner and the suit as a drawn shape (no font needs the suit
 * glyphs), hearts and diamonds red, spades and clubs black; face down, the Chokdee back. The label is the
 * card as the round names it ("K♠", "10♦"), also in `data-card` for the tests.
 */
const SUIT_PATHS: Record<string, string> = {
  '♦': 'M5 0 L9.5 5 L5 10 L0.5 5 Z',
  '♥': 'M5 9.6 C3 7.8 0 5.6 0 3 C0 1.2 1.4 0 2.9 0 C3.9 0 4.6 .6 5 1.4 C5.4 .6 6.1 0 7.1 0 C8.6 0 10 1.2 10 3 C10 5.6 7 7.8 5 9.6 Z',
  '♠': 'M5 0 C3.6 1.8 0 4 0 6.3 C0 7.8 1.2 8.8 2.5 8.8 C3.4 8.8 4.1 8.4 4.5 7.8 L3.8 10 L6.2 10 L5.5 7.8 C5.9 8.4 6.6 8.8 7.5 8.8 C8.8 8.8 10 7.8 10 6.3 C10 4 6.4 1.8 5 0 Z',
  '♣': 'M5 0 A2.4 2.4 0 1 1 4.99 0 Z M2.5 3.6 A2.4 2.4 0 1 1 2.49 3.6 Z M7.5 3.6 A2.4 2.4 0 1 1 7.49 3.6 Z M4.4 5 L3.6 10 L6.4 10 L5.6 5 Z',
};

export const isRed = (card: string) => /[♥♦]$/.test(card);

function Suit({ suit, x, y, size }: { suit: string; x: number; y: number; size: number }) {
  return <path d={SUIT_PATHS[suit] ?? ''} transform={`translate(${x} ${y}) scale(${size / 10})`} />;
}

export function PlayingCard({
  card,
  faceDown,
  decorative,
}: {
  /** Undefined: a place no card has reached yet (drawn as the back). */
  card?: string | null;
  faceDown?: boolean;
  /** Inside a button that names the card itself. */
  decorative?: boolean;
}) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img' };
  if (!card || faceDown) {
    return (
      <svg
        className="pcard back"
        viewBox="0 0 50 70"
        {...a11y}
        aria-label={decorative ? undefined : T.cards.faceDown}
      >
        <rect x="0.5" y="0.5" width="49" height="69" rx="5" className="pcard-edge" />
        <rect x="4" y="4" width="42" height="62" rx="3" className="pcard-back" />
        <path d="M25 14 L37 35 L25 56 L13 35 Z" className="pcard-mark" />
      </svg>
    );
  }
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return (
    <svg
      className={`pcard ${isRed(card) ? 'red' : 'black'}`}
      viewBox="0 0 50 70"
      data-card={card}
      {...a11y}
      aria-label={decorative ? undefined : card}
    >
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" className="pcard-face" />
      <text x={rank.length > 1 ? 3 : 5} y="17" className="pcard-rank">
        {rank}
      </text>
      <Suit suit={suit} x={5} y={21} size={9} />
      <Suit suit={suit} x={17} y={33} size={26} />
    </svg>
  );
}
