import { TEXT } from '../lib/text';
/** A grey bar of fixed size, so the layout does not move when the value arrives. */
export function Skeleton({ width = '6em' }: { width?: string }) {
  return <span className="skeleton" style={{ width }} aria-hidden="true" />;
}

/** Shown while a screen's code is loading. */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <span className="sr-only">{TEXT.loading}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton skeleton--block" aria-hidden="true" />
    </div>
  );
}

/** A list of transaction rows while it loads (money.css `tx-list`). */
export function TxListSkeleton() {
  return (
    <div className="tx-list" aria-busy="true">
      <span className="sr-only">{TEXT.loading}</span>
      {[0, 1, 2].map((i) => (
        <span key={i} className="skeleton tx-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
