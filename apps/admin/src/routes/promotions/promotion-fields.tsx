import { useId, type ComponentProps, type ReactNode } from 'react';

/** A labelled select, with its error, wired like TextField. */
export function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string | undefined; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Fields side by side on a laptop, stacked on a phone (a value and its unit, a start and an end). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
