import type { FishPrawnCrabSymbol } from '@chokdee/contracts';
import { T } from '../../i18n';

/** Each symbol's name in the page's language. */
export const FPC_NAMES = T.spots.symbols as Record<FishPrawnCrabSymbol, string>;

/** The six fish-prawn-crab symbols as simple drawn shapes (a 100×100 box), no emoji: same on every phone. */
const SHAPES: Record<FishPrawnCrabSymbol, React.ReactNode> = {
  gourd: (
    <>
      <path d="M50 8 q4 6 0 12" stroke="#5a3b12" strokeWidth="5" fill="none" />
      <circle cx="50" cy="34" r="15" fill="#e0a526" />
      <circle cx="50" cy="66" r="26" fill="#e8b84a" />
      <path d="M38 58 q12 -10 24 0" stroke="#9c6a12" strokeWidth="3" fill="none" />
    </>
  ),
  crab: (
    <>
      <ellipse cx="50" cy="58" rx="30" ry="20" fill="#d9482b" />
      <circle cx="18" cy="28" r="11" fill="#d9482b" />
      <circle cx="82" cy="28" r="11" fill="#d9482b" />
      <path d="M26 44 L20 36 M74 44 L80 36" stroke="#d9482b" strokeWidth="6" />
      <path d="M22 64 L8 74 M24 72 L12 86 M78 64 L92 74 M76 72 L88 86" stroke="#b23a20" strokeWidth="5" />
      <circle cx="42" cy="48" r="4" fill="#1a1a1a" />
      <circle cx="58" cy="48" r="4" fill="#1a1a1a" />
    </>
  ),
  fish: (
    <>
      <ellipse cx="44" cy="50" rx="32" ry="20" fill="#3d8fd6" />
      <path d="M72 50 L94 30 L94 70 Z" fill="#2f72ad" />
      <circle cx="26" cy="45" r="5" fill="#fff" />
      <circle cx="26" cy="45" r="2.5" fill="#111" />
      <path d="M46 36 q8 14 0 28" stroke="#2f72ad" strokeWidth="3" fill="none" />
    </>
  ),
  prawn: (
    <>
      <path d="M22 30 q40 -18 58 14 q10 22 -12 36 l-6 -8 q14 -10 6 -24 q-12 -20 -42 -10 Z" fill="#f07a4a" />
      <path d="M62 80 l-12 10 l18 2 Z" fill="#d85f32" />
      <path
        d="M22 30 q-10 -10 -16 -22 M24 34 q-14 -4 -20 -14"
        stroke="#d85f32"
        strokeWidth="2.5"
        fill="none"
      />
      <circle cx="30" cy="30" r="3.5" fill="#111" />
      <path d="M46 26 l-2 10 M60 30 l-4 9 M70 40 l-7 6" stroke="#c44d22" strokeWidth="2.5" />
    </>
  ),
  rooster: (
    <>
      <path d="M70 30 q26 10 18 44 q-8 -14 -20 -16 Z" fill="#2f8f4e" />
      <ellipse cx="50" cy="60" rx="26" ry="22" fill="#c9822e" />
      <circle cx="34" cy="34" r="13" fill="#c9822e" />
      <path d="M26 22 q4 -12 8 -2 q4 -12 8 0 q4 -8 6 4 Z" fill="#d9342b" />
      <path d="M21 36 L10 40 L21 42 Z" fill="#e8b84a" />
      <path d="M26 46 q2 8 6 2" fill="#d9342b" />
      <circle cx="32" cy="32" r="3" fill="#111" />
      <path d="M44 82 v12 M56 82 v12" stroke="#e8b84a" strokeWidth="4" />
    </>
  ),
  tiger: (
    <>
      <circle cx="24" cy="24" r="11" fill="#e2862a" />
      <circle cx="76" cy="24" r="11" fill="#e2862a" />
      <circle cx="50" cy="54" r="36" fill="#f09a34" />
      <path
        d="M50 18 v14 M38 20 l4 12 M62 20 l-4 12 M14 50 h14 M72 50 h14 M16 62 l12 -4 M84 62 l-12 -4"
        stroke="#1a1a1a"
        strokeWidth="4"
      />
      <ellipse cx="50" cy="70" rx="16" ry="12" fill="#fbe3c0" />
      <circle cx="38" cy="48" r="5" fill="#1a1a1a" />
      <circle cx="62" cy="48" r="5" fill="#1a1a1a" />
      <path d="M44 62 h12 l-6 6 Z" fill="#1a1a1a" />
    </>
  ),
};

export function FpcIcon({
  symbol,
  x = 0,
  y = 0,
  size = 100,
}: {
  symbol: FishPrawnCrabSymbol;
  x?: number;
  y?: number;
  size?: number;
}) {
  return <g transform={`translate(${x} ${y}) scale(${size / 100})`}>{SHAPES[symbol]}</g>;
}

/** A symbol on its own, for the betting board. */
export function FpcSymbol({ symbol }: { symbol: FishPrawnCrabSymbol }) {
  return (
    <svg className="fpc-symbol" viewBox="0 0 100 100" aria-hidden="true">
      <FpcIcon symbol={symbol} />
    </svg>
  );
}
