import { messageIn } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../i18n';

/** react-hook-form driven by a contract's zod schema, so the form checks what the server checks. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content beside the input (a show/hide toggle). */
  addon?: ReactNode;
}

/**
 * A labelled input with its hint and its error, wired for screen readers. The error is often a contract's
 * Thai schema message: it reads in the chosen language (`messageIn`), and follows a switch at once.
 */
export function TextField({
  label,
  error,
  hint,
  addon,
  id,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className={className ? `input ${className}` : 'input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={notesOf(inputId, hint, error)}
          {...input}
        />
        {addon}
      </div>
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}

/** The ids a field's notes take, for its `aria-describedby`: `<id>-hint` and `<id>-error` when shown. */
export const notesOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A field's hint and its error under it (a contract's Thai message read in the chosen language). */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const { lang } = useI18n();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {messageIn(lang, error)}
        </p>
      )}
    </>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useI18n();
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
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t.hidePassword : t.showPassword}
        </button>
      }
    />
  );
}

/** The server's message for the whole form, announced when it appears, in the chosen language. */
export function FormError({ message }: { message?: string | undefined }) {
  const { lang } = useI18n();
  return (
    <p className="form-error" role="alert" hidden={!message}>
      {message && messageIn(lang, message)}
    </p>
  );
}

/** A form's submit button: busy and saying so while its call runs; `block` spans the form (sign-in). */
export function SubmitButton({
  pending,
  block = false,
  children,
}: {
  pending: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className={block ? 'btn btn-primary btn-block' : 'btn btn-primary'}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? t.loading : children}
    </button>
  );
}
