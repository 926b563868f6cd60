import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { Icon } from './icons';
import { inLang, TEXT } from '../lib/text';

/** react-hook-form driven by a contract's zod schema, so the client checks what the server checks. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: inChosenLanguage(zodResolver(schema)),
  });
}

/** The contracts' refusals are Thai catalogue texts: shown in the member's language (lib/text.ts). */
function inChosenLanguage<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>): Resolver<V, C, O> {
  return async (...args) => {
    const result = await resolver(...args);
    translateErrors(result.errors);
    return result;
  };
}

function translateErrors(errors: FieldErrors | undefined) {
  for (const [key, error] of Object.entries(errors ?? {})) {
    // `ref` is the field's element: not an error, and a way into React's own objects.
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = inLang(error.message);
    translateErrors(error as FieldErrors);
  }
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Marks the input invalid when the message is shown elsewhere (one message for the whole form). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Extra content beside the input (a toggle button). */
  addon?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function TextField({
  label,
  error,
  invalid,
  hint,
  addon,
  id,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className="input"
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...input}
        />
        {addon}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (SPEC §2, §5). */
export function PasswordField(props: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={visible ? TEXT.hidePassword : TEXT.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

/** A checkbox with its label (text, or text with a link) and its error, wired for screen readers. */
export function CheckboxField({
  label,
  error,
  id,
  ...input
}: { label: ReactNode; error?: string | undefined } & Omit<ComponentProps<'input'>, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="check-field">
      <div className="check">
        <input
          id={inputId}
          type="checkbox"
          className="check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          {...input}
        />
        <label htmlFor={inputId} className="check__label">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (a check that covers several fields). */
export function FormError({ message }: { message?: string | undefined }) {
  return (
    <p className="form-error" role="alert" hidden={!message}>
      {message}
    </p>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={pending} aria-busy={pending}>
      {pending ? TEXT.loading : children}
    </button>
  );
}
