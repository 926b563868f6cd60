import { type TransactionRow } from '@chokdee/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useUser } from '../api/get-user';
import { formatDate, formatMoney } from '../lib/format';
import {
  describeRow,
  filterTransactions,
  isOutgoing,
  statusOf,
  type HistoryFilter,
} from '../lib/transactions';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { TxListSkeleton } from './skeleton';
import '../styles/money.css';
import { TEXT } from '../lib/text';

function Row({ row, itemCodeMarker }: { row: TransactionRow; itemCodeMarker: string | undefined }) {
  const status = statusOf(row.Status);
  const { text, chip } = describeRow(row, itemCodeMarker);
  const incoming = !isOutgoing(row);
  return (
    <li className="tx">
      <span className="tx__kind">
        {text}
        {chip && <span className="chip chip--muted">{chip}</span>}
      </span>
      {/* What the row did to the balance: a deposit with its bonus, a withdrawal as reserved. */}
      <span className={`tx__amount${incoming ? ' tx__amount--in' : ''}`}>
        {incoming ? '+' : '−'}
        {formatMoney(Math.abs(row.BalanceChange))}
        <span className="sr-only"> {TEXT.baht}</span>
      </span>
      <time className="tx__date" dateTime={row.createdAt}>
        {formatDate(row.createdAt)}
      </time>
      <span className={`tx__status chip chip--${status.tone}`}>{status.text}</span>
    </li>
  );
}

/**
 * A history list (SPEC §4/§7/§9): the rows of one screen's kinds, at most 20, each with its Thai label,
 * status and signed change of the balance (issue 17 item 3); skeleton rows while loading, the server's message with a retry on failure, 'ไม่มีข้อมูล' when empty.
 */
export function TransactionList({
  query,
  filter,
}: {
  query: UseQueryResult<TransactionRow[]>;
  filter: HistoryFilter;
}) {
  const { data: user } = useUser();
  if (query.isPending) return <TxListSkeleton />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const rows = filterTransactions(query.data, filter);
  if (rows.length === 0) return <EmptyState />;
  return (
    <ul className="tx-list">
      {rows.map((row) => (
        <Row key={row._id} row={row} itemCodeMarker={user?.ItemCode} />
      ))}
    </ul>
  );
}
