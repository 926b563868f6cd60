import type { adminMemberLogin, adminMemberReferral, AdminMemberNote } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { memberPath } from '../../config/paths';
import { useI18n } from '../../i18n';
import { At, MemberNameCell, StatusChip } from './list-cells';

type Referral = z.infer<typeof adminMemberReferral>;
type Login = z.infer<typeof adminMemberLogin>;

const referralColumn = createColumnHelper<PlainTable, Referral>();

/** Members this one referred (level 1), or whom those referred (level 2, with who in between). */
export function ReferralsTable({ rows, label }: { rows: Referral[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      referralColumn.columns([
        referralColumn.accessor('fullName', {
          header: t.colMember,
          cell: (c) => (
            <MemberNameCell id={c.row.original.id} name={c.getValue()} phone={c.row.original.phoneNumber} />
          ),
        }),
        referralColumn.accessor('via', {
          header: t.colVia,
          cell: (c) => {
            const via = c.getValue();
            return via ? (
              <Link className="member-link tabular" to={memberPath(via.id)}>
                {via.phoneNumber}
              </Link>
            ) : (
              <span className="muted">{t.referralDirect}</span>
            );
          },
        }),
        referralColumn.accessor('createdAt', { header: t.colJoined, cell: (c) => <At at={c.getValue()} /> }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} />;
}

const loginColumn = createColumnHelper<PlainTable, Login>();

/** Sign-in tries: when, how it went, from which address and browser. */
export function LoginsTable({ rows, label }: { rows: Login[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      loginColumn.columns([
        loginColumn.accessor('at', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        loginColumn.accessor('outcome', {
          header: t.colOutcome,
          cell: (c) => (
            <StatusChip
              status={c.getValue()}
              labels={{ ok: 'loginOk', 'bad-password': 'loginBadPassword', locked: 'loginLocked' }}
              tones={{ ok: 'ok', 'bad-password': 'danger', locked: 'warn' }}
            />
          ),
        }),
        loginColumn.accessor('ip', {
          header: t.colIp,
          cell: (c) => <span className="tabular">{c.getValue() ?? '—'}</span>,
        }),
        loginColumn.accessor('userAgent', {
          header: t.colUserAgent,
          cell: (c) => <span className="muted break ua-text">{c.getValue() ?? '—'}</span>,
        }),
      ]),
    [t],
  );
  const table = useTable({
    features: plainTable,
    columns,
    data: rows,
    getRowId: (r, i) => `${r.at}-${i}`,
  });
  return <DataTable table={table} label={label} />;
}

const noteColumn = createColumnHelper<PlainTable, AdminMemberNote>();

/** Staff notes, newest first, with who wrote them (as the audit log names them). */
export function NotesTable({ rows, label }: { rows: AdminMemberNote[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      noteColumn.columns([
        noteColumn.accessor('createdAt', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        noteColumn.accessor('author', { header: t.colAuthor, cell: (c) => <code>{c.getValue()}</code> }),
        noteColumn.accessor('text', {
          header: t.noteText,
          cell: (c) => <p className="note-text">{c.getValue()}</p>,
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} />;
}
