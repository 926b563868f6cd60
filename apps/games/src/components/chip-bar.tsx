import { T } from '../i18n/th';
import { wholeBaht } from '../lib/money';
import { playSound } from '../lib/sound';

/** The chips of a game within its stake limits. */
export const chipsWithin = (values: number[], min: number, max: number) =>
  values.filter((v) => v >= min && v <= max);

/** Chip buttons for the stakes a game allows; the chosen one is pressed. */
export function ChipBar({
  chips,
  value,
  onPick,
  disabled,
}: {
  chips: number[];
  value: number;
  onPick: (stake: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="chips" role="group" aria-label={T.chooseStake}>
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
          {wholeBaht(chip)}
        </button>
      ))}
    </div>
  );
}
