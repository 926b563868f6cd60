import { fillMessage, type AdminBanner } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { errorMessage } from '../../api/client';
import { useDeleteBanner } from '../../api/delete-banner';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { confirmAction, showDone, showError } from '../../lib/alerts';
import { linkName } from './banner-input';

const column = createColumnHelper<PlainTable, AdminBanner>();

/** The thumbnail's width, px: the height follows the picture's sides. */
const THUMB_WIDTH = 120;

interface BannerTableProps {
  banners: AdminBanner[];
  /** The role holds `settings.write`: edit and delete. */
  writes: boolean;
  onEdit: (banner: AdminBanner) => void;
  onDeleted: (id: string) => void;
}

/** Every banner in carousel order: its picture, name, link, schedule, order and whether it shows now. */
export function BannerTable({ banners, writes, onEdit, onDeleted }: BannerTableProps) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'picture',
          header: t.bnColPicture,
          cell: (c) => {
            const { picture, title } = c.row.original;
            return (
              <img
                className="banner-thumb"
                src={picture.src}
                alt={title}
                width={THUMB_WIDTH}
                height={Math.round((THUMB_WIDTH * picture.height) / Math.max(1, picture.width))}
                loading="lazy"
                decoding="async"
              />
            );
          },
        }),
        column.accessor('title', {
          header: t.bnColTitle,
          cell: (c) => <strong className="break">{c.getValue()}</strong>,
        }),
        column.accessor('placement', {
          header: t.bnColPlacement,
          cell: (c) => (c.getValue() === 'signin' ? t.bnPlacementSignin : t.bnPlacementCarousel),
        }),
        column.accessor('href', {
          header: t.bnColLink,
          cell: (c) => {
            const name = linkName(c.getValue());
            return (
              <span className="stack">
                {name && <span>{t[name]}</span>}
                <code className="break" translate="no">
                  {c.getValue()}
                </code>
              </span>
            );
          },
        }),
        column.accessor('startsAt', {
          header: t.bnColStart,
          cell: (c) => <span className="tabular">{formatDateTime(c.getValue(), lang)}</span>,
        }),
        column.accessor('endsAt', {
          header: t.bnColEnd,
          cell: (c) => {
            const end = c.getValue();
            return end ? (
              <span className="tabular">{formatDateTime(end, lang)}</span>
            ) : (
              <span className="muted">{t.bnNoEnd}</span>
            );
          },
        }),
        column.accessor('sortOrder', { header: t.bnColOrder }),
        column.accessor('status', {
          header: t.colStatus,
          cell: (c) => <StatusCell status={c.getValue()} />,
        }),
        ...(writes
          ? [
              column.display({
                id: 'actions',
                header: t.colActions,
                cell: (c) => <RowActions banner={c.row.original} onEdit={onEdit} onDeleted={onDeleted} />,
              }),
            ]
          : []),
      ]),
    [t, lang, writes, onEdit, onDeleted],
  );
  const table = useTable({ features: plainTable, columns, data: banners, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.bnTableLabel} numeric={['sortOrder']} />;
}

/** Where the banner stands, as the server says by its clock. */
function StatusCell({ status }: { status: AdminBanner['status'] }) {
  const { t } = useI18n();
  if (status === 'showing') return <span className="chip chip--ok">{t.bnShowing}</span>;
  return <span className="chip chip--warn">{status === 'ended' ? t.bnEnded : t.bnNotShowing}</span>;
}

/** Edit, and delete after a question (a delete takes the banner off the site at once). */
function RowActions({
  banner,
  onEdit,
  onDeleted,
}: {
  banner: AdminBanner;
  onEdit: (banner: AdminBanner) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useI18n();
  const remove = useDeleteBanner();
  const ask = async () => {
    const asked = await confirmAction(
      fillMessage(t.bnDeleteQuestion, { title: banner.title }),
      t.bnDeleteDetail,
      t.bnDeleteConfirm,
    );
    if (!asked) return;
    remove.mutate(banner.id, {
      onSuccess: ({ message }) => {
        onDeleted(banner.id);
        void showDone(message ?? t.doneTitle);
      },
      onError: (err) => void showError(errorMessage(err)),
    });
  };
  return (
    <div className="row-actions" role="group" aria-label={banner.title}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={fillMessage(t.bnEditOf, { title: banner.title })}
        onClick={() => onEdit(banner)}
      >
        {t.bnEdit}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={fillMessage(t.bnDeleteOf, { title: banner.title })}
        disabled={remove.isPending}
        onClick={() => void ask()}
      >
        {t.bnDelete}
      </button>
    </div>
  );
}
