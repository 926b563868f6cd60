import type { CSSProperties } from 'react';
import { T } from '../i18n';
import { wholeBaht } from '../lib/money';
import { playSound } from '../lib/sound';

/** Chips a row holds: all of them up to six (one row at 360 px), else half, so the rows come out even. */
export const chipsPerRow = (count: number) => (count <= 6 ? count : Math.ceil(count / 2));

/** The chips of a game within its stake limits. */
export const chipsWithin = (values: number[], min: number, max: number) =>
  values.filter((v) => v >= min && v <= max);

/**
 * Chip buttons for the stakes a game allows; the chosen one is pressed. A side bet's group names itself
 * (`label`, also shown) and may say what a chip means (`chipText`, e.g. "ไม่เล่น" for 0).
 */
export function ChipBar({
  chips,
  value,
  onPick,
  disabled,
  label,
  className,
  chipText = wholeBaht,
}: {
  chips: number[];
  value: number;
  onPick: (stake: number) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
  chipText?: (chip: number) => string;
}) {
  return (
    <div
      className={className ? `chips ${className}` : 'chips'}
      role="group"
      aria-label={label ?? T.chooseStake}
      style={{ '--per-row': chipsPerRow(chips.length) } as CSSProperties}
    >
      {label && (
        <span className="chips-label" aria-hidden="true">
          {label}
        </span>
      )}
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          className="chip"
          aria-pressed={chip === value}
          disabled={disabled}
          onClick={() => {
            playSound('chip');
            onPick(chip);
          }}
        >
          {chipText(chip)}
        </button>
      ))}
    </div>
  );
}
