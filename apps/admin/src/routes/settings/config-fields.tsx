import { fillMessage } from '@chokdee/contracts';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldError, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/field';
import { useI18n } from '../../i18n';
import { isSiteImage, type ConfigFormSchema } from './config-form-schema';

export type ConfigForm = UseFormReturn<
  z.input<ConfigFormSchema> & FieldValues,
  unknown,
  z.output<ConfigFormSchema>
>;

/** One group of settings: a fieldset whose legend names it. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend className="section__title">{title}</legend>
      {children}
    </fieldset>
  );
}

export function Check({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A number input; the contract's English refusals ("at most 2 decimals") are worded by the catalogue. */
export function NumberField({
  label,
  failed,
  ...input
}: { label: string; failed: FieldError | undefined } & ComponentProps<'input'>) {
  const { t } = useI18n();
  return (
    <TextField
      label={label}
      inputMode="decimal"
      className="input--compact"
      error={failed ? t.setNumberInvalid : undefined}
      {...input}
    />
  );
}

/** An image address with its preview when it is one the member pages will show. */
export function ImageField({
  label,
  value,
  failed,
  ...input
}: { label: string; value: string | undefined; failed: FieldError | undefined } & ComponentProps<'input'>) {
  const { t } = useI18n();
  const shown = value && isSiteImage(value) ? value : undefined;
  return (
    <div className="image-field">
      <TextField label={label} spellCheck={false} error={failed?.message} {...input} />
      {shown && (
        <img
          className="image-field__preview"
          src={shown}
          alt={fillMessage(t.setImagePreview, { what: label })}
          loading="lazy"
        />
      )}
    </div>
  );
}
