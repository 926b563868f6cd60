import { FISH_PRAWN_CRAB_SYMBOLS } from '@chokdee/contracts';
import { fill } from '../../i18n';
import { FpcIcon, FPC_NAMES } from './fpc-icon';
import { LT } from './live-text';

/** Pip positions on a 60×60 face for 1 to 6. */
const PIPS: Record<number, [number, number][]> = {
  1: [[30, 30]],
  2: [
    [17, 17],
    [43, 43],
  ],
  3: [
    [15, 15],
    [30, 30],
    [45, 45],
  ],
  4: [
    [17, 17],
    [43, 17],
    [17, 43],
    [43, 43],
  ],
  5: [
    [16, 16],
    [44, 16],
    [30, 30],
    [16, 44],
    [44, 44],
  ],
  6: [
    [18, 14],
    [42, 14],
    [18, 30],
    [42, 30],
    [18, 46],
    [42, 46],
  ],
};

/** A die drawn in SVG: pips for Hi-Lo (one and four red, as on Thai dice), the symbol for fish-prawn-crab. */
export function DiceFace({
  value,
  index,
  symbols,
  fresh,
}: {
  value: number;
  index: number;
  symbols?: boolean;
  fresh?: boolean;
}) {
  const symbol = FISH_PRAWN_CRAB_SYMBOLS[value - 1]!;
  const face = symbols ? FPC_NAMES[symbol] : String(value);
  const red = value === 1 || value === 4;
  return (
    <svg
      className={`die${fresh ? ' fresh' : ''}`}
      viewBox="0 0 60 60"
      role="img"
      aria-label={fill(LT.die, { n: index + 1, face })}
    >
      <rect x="2" y="2" width="56" height="56" rx="10" className="die-body" />
      {symbols ? (
        <FpcIcon symbol={symbol} x={8} y={8} size={44} />
      ) : (
        PIPS[value]!.map(([cx, cy], i) => (
          <circle key={i} cx={cx} cy={cy} r={value === 1 ? 8 : 5.5} className={red ? 'pip red' : 'pip'} />
        ))
      )}
    </svg>
  );
}

export function DieSlot() {
  return (
    <svg className="die slot" viewBox="0 0 60 60" aria-hidden="true">
      <rect x="2" y="2" width="56" height="56" rx="10" />
    </svg>
  );
}
