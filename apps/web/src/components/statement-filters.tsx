import { useId } from 'react';
import type { StatementFilter } from '../api/get-statement';
import { STATEMENT_CHIPS } from '../lib/statement';
import { TEXT } from '../lib/text';

/** The statement's date range (Bangkok days) and its type chips; every change reloads the list. */
export function StatementFilters({
  filter,
  onChange,
  today,
}: {
  filter: StatementFilter;
  onChange: (next: StatementFilter) => void;
  today: string;
}) {
  const id = useId();
  return (
    <div className="statement-filters">
      <div className="statement-filters__dates">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {TEXT.statementFrom}
          </label>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={filter.from}
            max={filter.to}
            required
            onChange={(e) => e.target.value && onChange({ ...filter, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {TEXT.statementTo}
          </label>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={filter.to}
            min={filter.from}
            max={today}
            required
            onChange={(e) => e.target.value && onChange({ ...filter, to: e.target.value })}
          />
        </div>
      </div>
      <div className="statement-chips" role="group" aria-label={TEXT.statementTypes}>
        {STATEMENT_CHIPS.map((chip) => (
          <button
            key={chip.type}
            type="button"
            className="statement-chip"
            aria-pressed={filter.type === chip.type}
            onClick={() => onChange({ ...filter, type: chip.type })}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}
