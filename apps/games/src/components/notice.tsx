import { T } from '../i18n';
import { HouseApiError, errorText } from '../lib/api';
import type { NoticeKind } from '../lib/result-text';
import { wayBackTarget } from '../lib/way-back';

export interface NoticeState {
  text: string;
  kind: NoticeKind;
  /** The member may not play now (their own break or loss limit): the line offers the way back. */
  wayBack?: boolean;
}

/**
 * The status line of a failed call: the server's Thai message; a 403 is the member's own break or loss limit
 * (the platform's refusal, passed on by the house), which no retry changes, so it leads back to the site.
 */
export const errorNotice = (err: unknown): NoticeState => ({
  text: errorText(err),
  kind: 'error',
  wayBack: err instanceof HouseApiError && err.status === 403,
});

/** The page's one status line (role status: the tests and screen readers read it). */
export function Notice({ notice }: { notice: NoticeState }) {
  return (
    <p className={`notice ${notice.kind}`} role="status" aria-live="polite">
      {notice.text}
      {notice.wayBack && (
        <>
          {' '}
          <a className="notice-back" href={wayBackTarget()}>
            {T.wayBack}
          </a>
        </>
      )}
    </p>
  );
}
