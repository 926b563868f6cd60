import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { MemberRow } from '../../api/get-members';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';
import { MemberStateChips } from './member-chips';
import { MemberNameCell } from './list-cells';

const column = createColumnHelper<PlainTable, MemberRow>();

/** The search's members: name (the link to the page) and phone, bank, referral, state, joined. */
export function MemberResults({ rows }: { rows: MemberRow[] }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('fullName', {
          header: t.colMember,
          cell: (c) => (
            <MemberNameCell id={c.row.original.id} name={c.getValue()} phone={c.row.original.phoneNumber} />
          ),
        }),
        column.accessor('bankAccount', {
          header: t.colMemberBank,
          cell: (c) => (
            <span className="stack">
              <span>{bankName(c.row.original.bankCode, lang)}</span>
              <span className="tabular" translate="no">
                {formatAccount(c.row.original.bankCode, c.getValue())}
              </span>
            </span>
          ),
        }),
        column.accessor('affiliateKey', {
          header: t.colReferral,
          cell: (c) => (
            <span className="stack">
              <code>{c.getValue()}</code>
              {c.row.original.referrerPhone && (
                <span className="muted tabular">
                  {t.referredBy} {c.row.original.referrerPhone}
                </span>
              )}
            </span>
          ),
        }),
        column.accessor('locked', {
          header: t.colStatus,
          cell: (c) => <MemberStateChips locked={c.getValue()} isBonus={c.row.original.isBonus} />,
        }),
        column.accessor('createdAt', {
          header: t.colJoined,
          cell: (c) => (
            <time className="tabular" dateTime={c.getValue()}>
              {formatDateTime(c.getValue(), lang)}
            </time>
          ),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.memberResultsLabel} />;
}
