import { fillMessage, type AdminPromotion } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { RULE_LABEL } from './promotion-form';
import { claimsHref } from './promotions-search';

const column = createColumnHelper<PlainTable, AdminPromotion>();

/** Every promotion in display order: its bonus, who may take it, when, whether it is on; edit and claims. */
export function PromotionTable({
  promotions,
  onEdit,
}: {
  promotions: AdminPromotion[];
  /** Absent for a role that may only read. */
  onEdit?: ((p: AdminPromotion) => void) | undefined;
}) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', { header: t.promoColTitle, cell: (c) => <strong>{c.getValue()}</strong> }),
        column.accessor('bonusPercent', {
          header: t.promoColBonus,
          cell: (c) => `${c.getValue()}%`,
        }),
        column.accessor('claimRule', { header: t.promoColRule, cell: (c) => t[RULE_LABEL[c.getValue()]] }),
        column.display({
          id: 'window',
          header: t.promoColWindow,
          cell: (c) => {
            const { startsAt, endsAt } = c.row.original;
            if (!startsAt && !endsAt) return t.promoAlways;
            return (
              <span className="stack">
                {startsAt && <span>{fillMessage(t.promoFrom, { at: formatDateTime(startsAt, lang) })}</span>}
                {endsAt && <span>{fillMessage(t.promoUntil, { at: formatDateTime(endsAt, lang) })}</span>}
              </span>
            );
          },
        }),
        column.accessor('active', {
          header: t.colStatus,
          cell: (c) => (
            <span className={c.getValue() ? 'chip chip--ok' : 'chip chip--warn'}>
              {c.getValue() ? t.promoActive : t.promoInactive}
            </span>
          ),
        }),
        column.accessor('sortOrder', { header: t.promoColOrder }),
        column.display({
          id: 'actions',
          header: t.colActions,
          cell: (c) => {
            const p = c.row.original;
            return (
              <div className="row-actions" role="group" aria-label={p.title}>
                {onEdit && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={fillMessage(t.promoEditOf, { title: p.title })}
                    onClick={() => onEdit(p)}
                  >
                    {t.promoEdit}
                  </button>
                )}
                <Link
                  className="btn btn-ghost btn-sm"
                  to={claimsHref(p.id)}
                  aria-label={fillMessage(t.promoClaimsOf, { title: p.title })}
                >
                  {t.promoClaims}
                </Link>
              </div>
            );
          },
        }),
      ]),
    [t, lang, onEdit],
  );
  const table = useTable({ features: plainTable, columns, data: promotions, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.promoTableLabel} numeric={['bonusPercent', 'sortOrder']} />;
}
