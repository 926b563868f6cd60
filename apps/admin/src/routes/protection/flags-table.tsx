import type { AdminProtectionFlag, ProtectionFlagReason } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n, type MessageKey } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { At, MemberNameCell, StatusChip } from '../members/list-cells';

export const REASON_LABEL: Record<ProtectionFlagReason, MessageKey> = {
  depositLimit: 'reasonDepositLimit',
  break: 'reasonBreak',
};
const REASON_TONE = { depositLimit: 'warn', break: 'danger' } as const;

const column = createColumnHelper<PlainTable, AdminProtectionFlag>();

/**
 * Flagged deposits: when, who (left out on the member's own page), why, the deposit's ref and amount. Each
 * was credited in full without a bonus; nothing here acts on it.
 */
export function FlagsTable({
  rows,
  label,
  withMember = true,
}: {
  rows: AdminProtectionFlag[];
  label: string;
  withMember?: boolean;
}) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        ...(withMember
          ? [
              column.accessor('memberName', {
                header: t.colMember,
                cell: (c) => (
                  <MemberNameCell
                    id={c.row.original.memberId}
                    name={c.getValue()}
                    phone={c.row.original.phoneNumber}
                  />
                ),
              }),
            ]
          : []),
        column.accessor('reason', {
          header: t.colReason,
          cell: (c) => <StatusChip status={c.getValue()} labels={REASON_LABEL} tones={REASON_TONE} />,
        }),
        column.accessor('ref', {
          header: t.colRef,
          cell: (c) => (
            <code className="break" translate="no">
              {c.getValue()}
            </code>
          ),
        }),
        column.accessor('amount', {
          header: t.colAmount,
          cell: (c) => <span className="tabular">{formatMoney(c.getValue())}</span>,
        }),
      ]),
    [t, withMember],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} />;
}
