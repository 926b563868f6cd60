import {
  fillMessage,
  MARKETING_IMAGE_MAX_BYTES,
  MARKETING_IMAGE_MIN_HEIGHT,
  MARKETING_IMAGE_MIN_WIDTH,
  messageIn,
  type MarketingPicture,
} from '@chokdee/contracts';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n';

/** The upload limit in MB, as the server's refusal names it. */
export const MAX_MB = MARKETING_IMAGE_MAX_BYTES / (1024 * 1024);

/** The accepted types, for the browser's file picker (the server judges the content, not the name). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface BannerImageFieldProps {
  /** The picture uploaded (or the banner's own when editing); null: none. */
  picture: MarketingPicture | null;
  /** An upload on its way. */
  uploading: boolean;
  /** The server's word on the last upload that went through. */
  uploaded?: string | undefined;
  /** Why there is no picture: the browser's or the server's refusal (Thai), or the form's check. */
  error?: string | undefined;
  onFile: (file: File) => void;
}

/**
 * The banner's picture: a file chosen is uploaded at once (the form calls the server), and while it goes
 * the field says so; then a preview of the server's re-encoded picture, or the refusal in the server's
 * words.
 */
export function BannerImageField({ picture, uploading, uploaded, error, onFile }: BannerImageFieldProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A refused file is let go, so choosing it again (fixed, under the same name) uploads it again.
  useEffect(() => {
    if (error && input.current) input.current.value = '';
  }, [error]);
  const hint = fillMessage(t.bnFieldImageHint, {
    maxMb: MAX_MB,
    minWidth: MARKETING_IMAGE_MIN_WIDTH,
    minHeight: MARKETING_IMAGE_MIN_HEIGHT,
  });
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t.bnFieldImage}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="input input--file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-status`, error ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <p
        id={`${id}-status`}
        className={uploading ? 'upload-status upload-status--busy' : 'upload-status'}
        role="status"
        aria-busy={uploading}
      >
        {uploading ? t.bnUploading : uploaded && !error ? messageIn(lang, uploaded) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {messageIn(lang, error)}
        </p>
      )}
      {picture && !uploading && (
        <img
          className="banner-preview"
          src={picture.src}
          alt={t.bnPreviewAlt}
          width={picture.width}
          height={picture.height}
        />
      )}
    </div>
  );
}
