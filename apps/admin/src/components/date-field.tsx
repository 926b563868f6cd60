import { useEffect, useId, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useI18n } from '../i18n';
import { FieldNotes, notesOf } from './field';

/** "2026-12-31" or, with a time, "2026-12-31T23:05": what `<input type="date|datetime-local">` held. */
const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}
const EMPTY: Parts = { year: '', month: '', day: '', hour: '', minute: '' };

function partsOf(value: string): Parts {
  const m = VALUE.exec(value);
  if (!m) return EMPTY;
  return { year: m[1]!, month: m[2]!, day: m[3]!, hour: m[4] ?? '', minute: m[5] ?? '' };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The value the parts make: '' until every part is chosen (the day kept within its month). */
export function valueOf(parts: Parts, withTime: boolean): string {
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || (withTime && (!hour || !minute))) return '';
  const lastDay = daysIn(Number(year), Number(month));
  const date = `${year}-${month}-${String(Math.min(Number(day), lastDay)).padStart(2, '0')}`;
  return withTime ? `${date}T${hour}:${minute}` : date;
}

const two = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A date, or a date and a time, in the staff's language: day, month by name and year (Buddhist era in
 * Thai, as in every Thai document), and a 24-hour clock. The browser's own date input showed
 * "mm/dd/yyyy --:-- AM/PM" whatever the language. The value is the date input's ("2026-12-31",
 * "2026-12-31T23:05"), '' while a part is missing, so the forms and lib/bangkok-time.ts read it unchanged.
 */
interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** The first and last years offered (Gregorian): by default five either side of this one. */
  years?: readonly [number, number];
}

export function DateField({ label, value, onChange, withTime = false, hint, error, years }: DateFieldProps) {
  const { lang, t } = useI18n();
  const id = useId();
  const [parts, setParts] = useState(() => partsOf(value));
  // A value set from outside (a form reset, a preset range) replaces what was picked.
  useEffect(() => {
    setParts((current) => (valueOf(current, withTime) === value ? current : partsOf(value)));
  }, [value, withTime]);

  const set = (key: keyof Parts) => (next: string) => {
    const changed = { ...parts, [key]: next };
    setParts(changed);
    onChange(valueOf(changed, withTime));
  };
  const thisYear = new Date().getFullYear();
  const [firstYear, lastYear] = years ?? [thisYear - 5, thisYear + 5];
  const monthName = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });

  const select = (key: keyof Parts, name: string, options: { value: string; text: string }[]) => (
    <select
      className="input date-field__part"
      aria-label={name}
      aria-invalid={error ? true : undefined}
      value={parts[key]}
      onChange={(event) => set(key)(event.target.value)}
    >
      <option value="">{name}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="field date-field" aria-describedby={notesOf(id, hint, error)}>
      <legend className="field__label">{label}</legend>
      <div className="date-field__parts">
        {select(
          'day',
          t.dateDay,
          range(1, 31).map((d) => ({ value: two(d), text: String(d) })),
        )}
        {select(
          'month',
          t.dateMonth,
          range(1, 12).map((m) => ({ value: two(m), text: monthName.format(Date.UTC(2000, m - 1, 1)) })),
        )}
        {select(
          'year',
          t.dateYear,
          range(firstYear, lastYear).map((y) => ({
            value: String(y),
            text: String(lang === 'th' ? y + 543 : y),
          })),
        )}
        {withTime && (
          <span className="date-field__time">
            {select(
              'hour',
              t.dateHour,
              range(0, 23).map((h) => ({ value: two(h), text: two(h) })),
            )}
            <span aria-hidden="true">:</span>
            {select(
              'minute',
              t.dateMinute,
              range(0, 59).map((m) => ({ value: two(m), text: two(m) })),
            )}
            {lang === 'th' && <span aria-hidden="true">น.</span>}
          </span>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A DateField as a field of a react-hook-form form (`form.control`, the field's name). */
export function FormDateField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, U>; name: Path<T> } & Omit<DateFieldProps, 'value' | 'onChange'>) {
  const { field, fieldState } = useController<T, Path<T>, U>({ control, name });
  return (
    <DateField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={props.error ?? fieldState.error?.message}
    />
  );
}
