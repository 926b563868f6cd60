import { fillMessage, WHEEL_PRIZE_KINDS } from '@chokdee/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n';
import type { PrizesBody } from './prize-form';

type PrizesForm = UseFormReturn<PrizesBody, unknown, unknown>;

const KIND_LABEL = { CREDIT: 'rwKindCredit', COIN: 'rwKindCoin', NONE: 'rwKindNone' } as const;

/**
 * One prize as a table row (a card on a phone: each cell carries its column's name). The inputs have no
 * visible label of their own, so each is named "<column> of row <n>".
 */
export function PrizeRow({
  form,
  index,
  count,
  odds,
  canWrite,
  onMove,
  onRemove,
}: {
  form: PrizesForm;
  index: number;
  count: number;
  odds: number;
  canWrite: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const errors = form.formState.errors.prizes?.[index];
  const kind = form.watch(`prizes.${index}.kind`);
  const name = (field: string) => fillMessage(t.rwFieldOf, { field, row: index + 1 });
  const kindField = form.register(`prizes.${index}.kind`);
  return (
    <tr>
      <td data-label={t.rwOrder} className="tabular">
        {index + 1}
      </td>
      <td data-label={t.rwLabel}>
        <input
          className="input input--compact"
          maxLength={100}
          aria-label={name(t.rwLabel)}
          aria-invalid={errors?.label ? true : undefined}
          {...form.register(`prizes.${index}.label`)}
        />
      </td>
      <td data-label={t.rwKind}>
        <select
          className="input input--compact"
          aria-label={name(t.rwKind)}
          {...kindField}
          onChange={(e) => {
            void kindField.onChange(e);
            // A miss pays nothing: its amount is 0, the only value the server takes.
            if (e.target.value === 'NONE') form.setValue(`prizes.${index}.amount`, 0, { shouldDirty: true });
          }}
        >
          {WHEEL_PRIZE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t[KIND_LABEL[k]]}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t.rwAmount}>
        <input
          className="input input--compact input--number"
          inputMode="decimal"
          readOnly={kind === 'NONE'}
          aria-label={name(t.rwAmount)}
          aria-invalid={errors?.amount ? true : undefined}
          {...form.register(`prizes.${index}.amount`, { valueAsNumber: true })}
        />
      </td>
      <td data-label={t.rwWeight}>
        <input
          className="input input--compact input--number"
          inputMode="numeric"
          aria-label={name(t.rwWeight)}
          aria-invalid={errors?.weight ? true : undefined}
          {...form.register(`prizes.${index}.weight`, { valueAsNumber: true })}
        />
      </td>
      <td data-label={t.rwOdds} className="is-numeric tabular">
        {odds.toFixed(2)}%
      </td>
      <td data-label={t.rwActive}>
        <input
          type="checkbox"
          className="rw-switch"
          aria-label={name(t.rwActive)}
          {...form.register(`prizes.${index}.active`)}
        />
      </td>
      {canWrite && (
        <td data-label={t.rwRowActions}>
          <div className="row-actions rw-row-actions">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={index === 0}
              aria-label={name(t.rwMoveUp)}
              onClick={() => onMove(index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={index === count - 1}
              aria-label={name(t.rwMoveDown)}
              onClick={() => onMove(index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={count === 1}
              aria-label={name(t.rwRemove)}
              onClick={onRemove}
            >
              {t.rwRemove}
            </button>
          </div>
        </td>
      )}
    </tr>
  );
}
