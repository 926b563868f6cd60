import { fillMessage, type StatementLine } from '@chokdee/contracts';
import { useStatement, type StatementFilter } from '../api/get-statement';
import { formatDate, formatMoney } from '../lib/format';
import { STATEMENT_CHIPS } from '../lib/statement';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { TxListSkeleton } from './skeleton';
import '../styles/money.css';
import { TEXT } from '../lib/text';

const TYPE_LABEL = new Map(STATEMENT_CHIPS.map((c) => [c.type, c.label]));

/** A signed amount as the history shows it: + in green for money in, − for money out. */
function Signed({ value }: { value: number }) {
  return (
    <span className={`tx__amount${value >= 0 ? ' tx__amount--in' : ''}`}>
      {value >= 0 ? '+' : '−'}
      {formatMoney(Math.abs(value))}
      <span className="sr-only"> {TEXT.baht}</span>
    </span>
  );
}

function Line({ line }: { line: StatementLine }) {
  return (
    <li className="tx">
      <span className="tx__kind">
        {line.title}
        {/* The type, unless the title already says it ("ฝากเงิน"). */}
        {TYPE_LABEL.get(line.type) !== line.title && (
          <span className="chip chip--muted">{TYPE_LABEL.get(line.type)}</span>
        )}
      </span>
      <Signed value={line.amount} />
      <time className="tx__date" dateTime={line.at}>
        {formatDate(line.at)}
      </time>
      <span className="tx__date statement-balance">
        {TEXT.statementBalanceAfter} {formatMoney(line.balanceAfter)}
      </span>
    </li>
  );
}

/**
 * The statement's lines for a filter, newest first, 20 at a time with a button for more; the range's opening
 * and closing balances (every figure the server's). Skeleton rows while loading, the server's message with a
 * retry on failure, an empty state when the range has no line of the type.
 */
export function StatementList({ filter }: { filter: StatementFilter }) {
  const query = useStatement(filter);
  if (query.isPending) return <TxListSkeleton />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data.pages;
  const first = pages[0]!;
  const lines = pages.flatMap((p) => p.items);
  return (
    <div className="statement">
      <dl className="statement-balances">
        <div>
          <dt>{TEXT.statementOpening}</dt>
          <dd>{formatMoney(first.openingBalance)}</dd>
        </div>
        <div>
          <dt>{TEXT.statementClosing}</dt>
          <dd>{formatMoney(first.closingBalance)}</dd>
        </div>
      </dl>
      {lines.length === 0 ? (
        <EmptyState note={TEXT.statementEmpty} />
      ) : (
        <>
          <ul className="tx-list" aria-label={TEXT.statementTitle}>
            {lines.map((line) => (
              <Line key={`${line.ref}:${line.at}`} line={line} />
            ))}
          </ul>
          <p className="statement-count" aria-live="polite">
            {fillMessage(TEXT.statementCount, { shown: lines.length, total: first.total })}
          </p>
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? TEXT.loading : TEXT.statementLoadMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}
