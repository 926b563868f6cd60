import {
  fillMessage,
  TH,
  MARKETING_IMAGE_MAX_BYTES,
  type AdminBanner,
  type MarketingPicture,
} from '@chokdee/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { useCreateBanner } from '../../api/create-banner';
import { useUpdateBanner } from '../../api/update-banner';
import { useUploadMarketingImage } from '../../api/upload-marketing-image';
import { FormDateField } from '../../components/date-field';
import { FieldNotes, FormError, notesOf, SubmitButton, TextField } from '../../components/field';
import { useI18n } from '../../i18n';
import { showDone } from '../../lib/alerts';
import {
  BANNER_LINKS,
  checkBannerForm,
  emptyForm,
  OTHER_LINK,
  toFormValues,
  type BannerFormValues,
} from './banner-input';
import { BannerImageField, MAX_MB } from './banner-image-field';
import { readBase64 } from './read-file';

interface BannerFormProps {
  /** The banner being edited; undefined: a new one. The screen gives each its own form (a `key`). */
  editing?: AdminBanner | undefined;
  /** After a save, or cancelling an edit: the screen starts a fresh form. */
  onDone: () => void;
}

/**
 * Adds or edits a banner. The picture is uploaded as soon as it is chosen (a file over the limit is
 * refused here, in the server's words); the rest is checked with the contract's `bannerInput`, so the form
 * refuses what the server would, in the same Thai.
 */
export function BannerForm({ editing, onDone }: BannerFormProps) {
  const { t } = useI18n();
  const ids = { link: useId(), placement: useId() };
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const save = editing ? update : create;
  const upload = useUploadMarketingImage();
  const form = useForm<BannerFormValues>({ defaultValues: editing ? toFormValues(editing) : emptyForm() });
  const { errors } = form.formState;
  const link = useWatch({ control: form.control, name: 'link' });

  const [picture, setPicture] = useState<MarketingPicture | null>(editing?.picture ?? null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<string | undefined>();
  /** The latest file chosen: an earlier upload answering late is ignored. */
  const latest = useRef(0);

  const title = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (editing) title.current?.focus();
  }, [editing]);

  const refuse = (message: string) => {
    form.setValue('imageId', '');
    form.setError('imageId', { message });
  };

  const choose = async (file: File) => {
    const mine = ++latest.current;
    // A new file replaces the picture: until it is accepted there is none.
    setPicture(null);
    setUploaded(undefined);
    form.clearErrors('imageId');
    form.setValue('imageId', '');
    if (file.size > MARKETING_IMAGE_MAX_BYTES) {
      refuse(fillMessage(TH.marketingImageTooLarge, { maxMb: MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const answer = await upload.mutateAsync({
        fileName: file.name.slice(0, 200),
        data: await readBase64(file),
      });
      if (mine !== latest.current) return;
      form.setValue('imageId', answer.data.id);
      setPicture(answer.data.picture);
      setUploaded(answer.message);
    } catch (err) {
      if (mine === latest.current) refuse(errorMessage(err));
    } finally {
      if (mine === latest.current) setUploading(false);
    }
  };

  const submit = form.handleSubmit((values) => {
    if (uploading) return;
    const checked = checkBannerForm(values);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors))
        form.setError(field as keyof BannerFormValues, { message });
      return;
    }
    const onSuccess = ({ message }: { message?: string | undefined }) => {
      onDone();
      void showDone(message ?? t.doneTitle);
    };
    if (editing) update.mutate({ id: editing.id, input: checked.input }, { onSuccess });
    else create.mutate(checked.input, { onSuccess });
  });

  const { ref: titleRef, ...titleField } = form.register('title');
  const linkError = errors.link?.message;

  return (
    <form
      className="form banner-form"
      noValidate
      onSubmit={(event) => {
        // Every field is checked again: a refusal set by hand (the picture's) must not block the submit.
        form.clearErrors();
        void submit(event);
      }}
    >
      <BannerImageField
        picture={picture}
        uploading={uploading}
        uploaded={uploaded}
        error={errors.imageId?.message}
        onFile={(file) => void choose(file)}
      />
      <TextField
        label={t.bnFieldTitle}
        hint={t.bnFieldTitleHint}
        maxLength={100}
        autoComplete="off"
        error={errors.title?.message}
        {...titleField}
        ref={(el) => {
          titleRef(el);
          title.current = el;
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.placement}>
          {t.bnFieldPlacement}
        </label>
        <select id={ids.placement} className="input" {...form.register('placement')}>
          <option value="carousel">{t.bnPlacementCarousel}</option>
          <option value="signin">{t.bnPlacementSignin}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.link}>
          {t.bnFieldLink}
        </label>
        <select
          id={ids.link}
          className="input"
          aria-invalid={linkError ? true : undefined}
          aria-describedby={notesOf(ids.link, undefined, linkError)}
          {...form.register('link')}
        >
          {BANNER_LINKS.map((l) => (
            <option key={l.href} value={l.href}>
              {fillMessage(t.bnLinkOption, { name: t[l.name], href: l.href })}
            </option>
          ))}
          <option value={OTHER_LINK}>{t.bnLinkOther}</option>
        </select>
        <FieldNotes id={ids.link} error={linkError} />
      </div>
      {link === OTHER_LINK && (
        <TextField
          label={t.bnFieldOtherLink}
          hint={t.bnFieldOtherLinkHint}
          inputMode="url"
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          error={errors.otherHref?.message}
          {...form.register('otherHref')}
        />
      )}
      <FormDateField control={form.control} name="startsAt" withTime label={t.bnFieldStart} />
      <FormDateField
        control={form.control}
        name="endsAt"
        withTime
        label={t.bnFieldEnd}
        hint={t.bnFieldEndHint}
      />
      <TextField
        label={t.bnFieldOrder}
        hint={t.bnFieldOrderHint}
        inputMode="numeric"
        autoComplete="off"
        className="input--order"
        error={errors.sortOrder?.message}
        {...form.register('sortOrder')}
      />
      <FormError message={save.isError ? errorMessage(save.error) : undefined} />
      <div className="row-actions">
        <SubmitButton pending={save.isPending || uploading}>
          {editing ? t.bnSaveSubmit : t.bnAddSubmit}
        </SubmitButton>
        {editing && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t.bnCancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
