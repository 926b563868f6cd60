import { fillMessage, type AdminDepositChannel } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { errorMessage } from '../../api/client';
import { useOrderDepositChannels } from '../../api/order-deposit-channels';
import { useSaveDepositChannel } from '../../api/save-deposit-channel';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { confirmAction, showError } from '../../lib/alerts';
import { ChannelAccountCell, LimitsCell, ShownCell, useChannelName } from './channel-cells';
import { moved, storedInput } from './channel-input';

const column = createColumnHelper<PlainTable, AdminDepositChannel>();

interface ChannelTableProps {
  channels: AdminDepositChannel[];
  /** The role holds `channels.write`: order, switch and edit controls. */
  writes: boolean;
  onEdit: (channel: AdminDepositChannel) => void;
}

/** Every channel in the order members see them, with its controls for a role that may change them. */
export function ChannelTable({ channels, writes, onEdit }: ChannelTableProps) {
  const { t } = useI18n();
  const ids = useMemo(() => channels.map((c) => c.id), [channels]);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'order',
          header: t.chColOrder,
          cell: (c) => (
            <OrderCell channel={c.row.original} position={c.row.index} ids={ids} writes={writes} />
          ),
        }),
        column.display({
          id: 'account',
          header: t.chColAccount,
          cell: (c) => <ChannelAccountCell channel={c.row.original} />,
        }),
        column.accessor('channel', { header: t.chKind, cell: (c) => t[`chKind${c.getValue()}`] }),
        column.display({
          id: 'limits',
          header: t.chColLimits,
          cell: (c) => <LimitsCell channel={c.row.original} />,
        }),
        column.display({
          id: 'shown',
          header: t.chColShown,
          cell: (c) => <ShownCell channel={c.row.original} />,
        }),
        column.accessor('active', {
          header: t.colStatus,
          cell: (c) => <ActiveSwitch channel={c.row.original} writes={writes} />,
        }),
        ...(writes
          ? [
              column.display({
                id: 'actions',
                header: t.colActions,
                cell: (c) => <EditButton channel={c.row.original} onEdit={onEdit} />,
              }),
            ]
          : []),
      ]),
    [t, ids, writes, onEdit],
  );
  const table = useTable({ features: plainTable, columns, data: channels, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.chTableLabel} />;
}

/** The position members see, and up/down: each move saves the whole order in one call. */
function OrderCell({
  channel,
  position,
  ids,
  writes,
}: {
  channel: AdminDepositChannel;
  position: number;
  ids: readonly string[];
  writes: boolean;
}) {
  const { t } = useI18n();
  const nameOf = useChannelName();
  const order = useOrderDepositChannels();
  const name = nameOf(channel);
  const move = (by: -1 | 1) =>
    order.mutate(moved(ids, channel.id, by), { onError: (err) => void showError(errorMessage(err)) });
  return (
    <span className="order-cell">
      <span className="tabular order-cell__position">{position + 1}</span>
      {writes && (
        <>
          <button
            type="button"
            className="btn btn-ghost btn-sm order-cell__move"
            aria-label={fillMessage(t.chMoveUpOf, { name })}
            disabled={position === 0 || order.isPending}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm order-cell__move"
            aria-label={fillMessage(t.chMoveDownOf, { name })}
            disabled={position === ids.length - 1 || order.isPending}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </>
      )}
    </span>
  );
}

/** On or off: a switch that asks first (switching off hides the account from members at once). */
function ActiveSwitch({ channel, writes }: { channel: AdminDepositChannel; writes: boolean }) {
  const { t } = useI18n();
  const nameOf = useChannelName();
  const save = useSaveDepositChannel();
  const label = channel.active ? t.chOn : t.chOff;
  const chip = <span className={channel.active ? 'chip chip--ok' : 'chip chip--danger'}>{label}</span>;
  if (!writes) return chip;
  const name = nameOf(channel);
  const toggle = async () => {
    const asked = channel.active
      ? await confirmAction(fillMessage(t.chOffQuestion, { name }), t.chOffDetail, t.chSwitchOff)
      : await confirmAction(fillMessage(t.chOnQuestion, { name }), t.chOnDetail, t.chSwitchOn);
    if (!asked) return;
    save.mutate(
      { id: channel.id, input: storedInput(channel, { active: !channel.active }) },
      { onError: (err) => void showError(errorMessage(err)) },
    );
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={channel.active}
      aria-label={fillMessage(t.chSwitchOf, { name })}
      className="switch"
      disabled={save.isPending}
      onClick={() => void toggle()}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}

function EditButton({
  channel,
  onEdit,
}: {
  channel: AdminDepositChannel;
  onEdit: (channel: AdminDepositChannel) => void;
}) {
  const { t } = useI18n();
  const nameOf = useChannelName();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-label={fillMessage(t.chEditOf, { name: nameOf(channel) })}
      onClick={() => onEdit(channel)}
    >
      {t.chEdit}
    </button>
  );
}
