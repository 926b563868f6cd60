import { fillMessage, type AdminItemCodeBatch, type AdminListedItemCode } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CODES_PAGE_SIZE, itemCodesCsvUrl, useItemCodes } from '../../api/get-item-codes';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { memberPath } from '../../config/paths';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { CsvLink } from '../reports/csv-link';
import { batchName } from './batch-table';

const column = createColumnHelper<PlainTable, AdminListedItemCode>();

/**
 * One batch's codes with who used each (member phone, time) and its CSV. Roles that only read see the codes
 * partly hidden, and no CSV: a code with its use left is free credit (the server decides, this only says so).
 */
export function BatchCodes({
  batch,
  canWrite,
  page,
  onPage,
  onClose,
}: {
  batch: AdminItemCodeBatch;
  canWrite: boolean;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const codes = useItemCodes(batch.id, page);
  const name = batchName(batch);
  return (
    <section className="section" aria-labelledby="batch-codes-title">
      <div className="batch-codes__head">
        <h2 id="batch-codes-title" className="section__title">
          {fillMessage(t.batchCodesTitle, { note: name })}
        </h2>
        <div className="row-actions">
          {canWrite && (
            <CsvLink href={itemCodesCsvUrl(batch.id)} what={fillMessage(t.batchCsvWhat, { note: name })} />
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {t.promoClose}
          </button>
        </div>
      </div>
      {!canWrite && <p className="muted">{t.batchCodesMasked}</p>}
      <QueryState query={codes}>
        {(data) => (
          <>
            <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
            <CodesTable codes={data.items} />
            <Pager page={page} pageSize={CODES_PAGE_SIZE} total={data.total} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CodesTable({ codes }: { codes: AdminListedItemCode[] }) {
  const { t, lang } = useI18n();
  // Without members.read the phone comes masked and the member's page would say "no access": plain text.
  const readsMembers = useSignedIn().permissions.includes('members.read');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('code', {
          header: t.colCode,
          cell: (c) => <span className="code-text">{c.getValue()}</span>,
        }),
        column.display({
          id: 'status',
          header: t.colStatus,
          cell: (c) =>
            c.row.original.redeemedBy ? (
              <span className="chip chip--ok">{t.codeRedeemed}</span>
            ) : (
              <span className="chip">{t.codeUnused}</span>
            ),
        }),
        column.display({
          id: 'redeemedBy',
          header: t.colRedeemedBy,
          cell: (c) => {
            const by = c.row.original.redeemedBy;
            if (!by) return '-';
            return readsMembers ? <Link to={memberPath(by.memberId)}>{by.phoneNumber}</Link> : by.phoneNumber;
          },
        }),
        column.display({
          id: 'redeemedAt',
          header: t.colRedeemedAt,
          cell: (c) => {
            const at = c.row.original.redeemedBy?.redeemedAt;
            return at ? <time dateTime={at}>{formatDateTime(at, lang)}</time> : '-';
          },
        }),
      ]),
    [t, lang, readsMembers],
  );
  const table = useTable({ features: plainTable, columns, data: codes, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.batchCodesTable} />;
}
