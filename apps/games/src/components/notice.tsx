import type { NoticeKind } from '../lib/result-text';

export interface NoticeState {
  text: string;
  kind: NoticeKind;
}

/** The page's one status line (role status: the tests and screen readers read it). */
export function Notice({ notice }: { notice: NoticeState }) {
  return (
    <p className={`notice ${notice.kind}`} role="status" aria-live="polite">
      {notice.text}
    </p>
  );
}
