import { fillMessage, STAFF_ROLES, type StaffListItem, type StaffRole } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { errorMessage } from '../../api/client';
import { useResetStaffTotp } from '../../api/reset-staff-totp';
import { useUpdateStaff } from '../../api/update-staff';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useSignedIn } from '../../components/require-session';
import { ROLE_LABEL } from '../../config/roles';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { confirmAction, showDone, showError } from '../../lib/alerts';

const column = createColumnHelper<PlainTable, StaffListItem>();

/** Every account: role, state, 2FA and last activity, with the owner's actions on each. */
export function StaffTable({ accounts }: { accounts: StaffListItem[] }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('username', {
          header: t.username,
          cell: (c) => <UsernameCell account={c.row.original} />,
        }),
        column.accessor('role', { header: t.role, cell: (c) => <RoleSelect account={c.row.original} /> }),
        column.accessor('disabled', {
          header: t.colStatus,
          cell: (c) => (
            <span className={c.getValue() ? 'chip chip--danger' : 'chip chip--ok'}>
              {c.getValue() ? t.staffDisabled : t.staffActive}
            </span>
          ),
        }),
        column.accessor('totpEnrolled', {
          header: t.colTotp,
          cell: (c) =>
            c.row.original.totpLocked ? (
              <span className="chip chip--danger">{t.totpLocked}</span>
            ) : (
              <span className={c.getValue() ? 'chip chip--ok' : 'chip chip--warn'}>
                {c.getValue() ? t.totpEnrolled : t.totpNotEnrolled}
              </span>
            ),
        }),
        column.accessor('lastSeenAt', {
          header: t.colLastSeen,
          cell: (c) => {
            const at = c.getValue();
            return at ? <time dateTime={at}>{formatDateTime(at, lang)}</time> : t.never;
          },
        }),
        column.accessor('createdAt', {
          header: t.colCreatedAt,
          cell: (c) => <time dateTime={c.getValue()}>{formatDateTime(c.getValue(), lang)}</time>,
        }),
        column.display({
          id: 'actions',
          header: t.colActions,
          cell: (c) => <StaffActions account={c.row.original} />,
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: accounts, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.staffTableLabel} />;
}

function UsernameCell({ account }: { account: StaffListItem }) {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  return (
    <span>
      <strong>{account.username}</strong> {account.id === staff.id && <span className="muted">{t.you}</span>}
    </span>
  );
}

/** Runs a staff call and says what the server said, the refusal (the last owner) included. */
async function report(work: () => Promise<{ message?: string | undefined }>, fallback: string) {
  try {
    const answer = await work();
    await showDone(answer.message ?? fallback);
  } catch (err) {
    await showError(errorMessage(err));
  }
}

/** The role as a select: choosing another one asks first; cancelling leaves the select as it was. */
function RoleSelect({ account }: { account: StaffListItem }) {
  const { t } = useI18n();
  const update = useUpdateStaff();
  const change = async (role: StaffRole) => {
    const question = fillMessage(t.roleQuestion, { name: account.username, role: t[ROLE_LABEL[role]] });
    if (!(await confirmAction(question))) return;
    await report(() => update.mutateAsync({ id: account.id, role }), t.doneTitle);
  };
  return (
    <select
      className="input input--compact"
      aria-label={fillMessage(t.roleOf, { name: account.username })}
      value={account.role}
      disabled={update.isPending}
      onChange={(event) => void change(event.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t[ROLE_LABEL[role]]}
        </option>
      ))}
    </select>
  );
}

/** Disable or enable, lift a lock by wrong codes, and reset 2FA: each asks first, naming the account. */
function StaffActions({ account }: { account: StaffListItem }) {
  const { t } = useI18n();
  const update = useUpdateStaff();
  const resetTotp = useResetStaffTotp();
  const busy = update.isPending || resetTotp.isPending;
  const name = account.username;

  const toggle = async () => {
    const asked = account.disabled
      ? await confirmAction(fillMessage(t.enableQuestion, { name }), undefined, t.enable)
      : await confirmAction(fillMessage(t.disableQuestion, { name }), t.disableDetail, t.disable);
    if (!asked) return;
    await report(() => update.mutateAsync({ id: account.id, disabled: !account.disabled }), t.doneTitle);
  };
  const reset = async () => {
    if (!(await confirmAction(fillMessage(t.resetTotpQuestion, { name }), t.resetTotpDetail, t.resetTotp)))
      return;
    await report(() => resetTotp.mutateAsync(account.id), t.doneTitle);
  };

  const unlock = async () => {
    if (!(await confirmAction(fillMessage(t.unlockTotpQuestion, { name }), t.unlockTotpDetail, t.unlockTotp)))
      return;
    await report(() => update.mutateAsync({ id: account.id, unlockTotp: true }), t.doneTitle);
  };

  return (
    <div className="row-actions" role="group" aria-label={name}>
      {account.totpLocked && (
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void unlock()}>
          {t.unlockTotp}
        </button>
      )}
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void toggle()}>
        {account.disabled ? t.enable : t.disable}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void reset()}>
        {t.resetTotp}
      </button>
    </div>
  );
}
