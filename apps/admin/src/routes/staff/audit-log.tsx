import { fillMessage, type AuditEntry } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../../api/get-audit-log';
import { useStaffList } from '../../api/get-staff-list';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { auditFilterOf, auditSearchParams, readAuditSearch, type AuditSearch } from '../../lib/audit-filter';
import { AuditChanges } from './audit-changes';
import { AuditFilters } from './audit-filters';

const column = createColumnHelper<PlainTable, AuditEntry>();

/** The audit log, read-only: filters in the URL, newest first, each entry's before/after as a diff. */
export function AuditLog({ listsStaff }: { listsStaff: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const log = useAuditLog(auditFilterOf(search));
  // Actors are written `staff:<id>`: the list (owner only) gives them their usernames.
  const staff = useStaffList(listsStaff);
  const names = useMemo(
    () => new Map((staff.data ?? []).map((s) => [`staff:${s.id}`, s.username])),
    [staff.data],
  );
  const go = (next: AuditSearch) => setParams(auditSearchParams(next));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: t.colAt,
          cell: (c) => (
            <time className="tabular" dateTime={c.getValue()}>
              {formatDateTime(c.getValue(), lang)}
            </time>
          ),
        }),
        column.accessor('actor', {
          header: t.colActor,
          cell: (c) => (
            <span className="stack">
              <span>{names.get(c.getValue()) ?? c.getValue()}</span>
              {c.row.original.ip && <span className="muted tabular">{c.row.original.ip}</span>}
            </span>
          ),
        }),
        column.accessor('action', { header: t.colAction, cell: (c) => <code>{c.getValue()}</code> }),
        column.accessor('target', {
          header: t.colTarget,
          cell: (c) => <span className="break">{c.getValue() ?? '—'}</span>,
        }),
        column.display({
          id: 'changes',
          header: t.colChanges,
          cell: (c) => <AuditChanges before={c.row.original.before} after={c.row.original.after} />,
        }),
      ]),
    [t, lang, names],
  );

  return (
    <section className="section" aria-labelledby="audit-title">
      <h2 id="audit-title" className="section__title">
        {t.auditTitle}
      </h2>
      <p className="muted">{t.auditIntro}</p>
      <AuditFilters key={params.toString()} search={search} staff={staff.data ?? []} onSearch={go} />
      <QueryState query={log}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t.auditEmptyTitle} text={t.auditEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <AuditTable columns={columns} entries={data.items} label={t.auditTableLabel} />
              <Pager
                page={search.page}
                pageSize={AUDIT_PAGE_SIZE}
                total={data.total}
                onPage={(page) => go({ ...search, page })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function AuditTable({
  columns,
  entries,
  label,
}: {
  columns: ReturnType<typeof column.columns>;
  entries: AuditEntry[];
  label: string;
}) {
  const table = useTable({ features: plainTable, columns, data: entries, getRowId: (e) => String(e.id) });
  return <DataTable table={table} label={label} />;
}
