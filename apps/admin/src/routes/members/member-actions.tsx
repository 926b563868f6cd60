import { fillMessage, memberActionReason, type AdminMemberPage } from '@chokdee/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useLockMember } from '../../api/lock-member';
import { useResetMemberPassword } from '../../api/reset-member-password';
import { useI18n } from '../../i18n';
import { askText, showDone, showError } from '../../lib/alerts';
import { MemberBankForm } from './member-bank-form';
import { MemberNoteForm } from './member-note-form';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

/** The reason popups check what the server checks (one line, 1 to 500 characters). */
const reasonProblem = (value: string) => {
  const parsed = memberActionReason.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/**
 * What staff may do to the member: lock or unlock and reset the password (`members.act`), add a note
 * (`members.act`), change the bound bank (`members.bank`, the owner). Each asks first (the reason popup is
 * the question) and the page is read again after.
 */
export function MemberActions({
  member,
  mayAct,
  mayChangeBank,
}: {
  member: AdminMemberPage;
  mayAct: boolean;
  mayChangeBank: boolean;
}) {
  const { t } = useI18n();
  const { profile } = member;
  const lock = useLockMember();
  const reset = useResetMemberPassword();
  const [temporary, setTemporary] = useState<string | null>(null);
  const busy = lock.isPending || reset.isPending;
  const who = `${profile.firstName} ${profile.lastName} (${profile.phoneNumber})`;

  const onLock = async () => {
    const locking = !profile.locked;
    const reason = await askText({
      title: fillMessage(locking ? t.lockQuestion : t.unlockQuestion, { member: who }),
      detail: locking ? t.lockDetail : t.unlockDetail,
      label: t.actionReason,
      maxLength: 500,
      check: reasonProblem,
      confirmText: locking ? t.lockMember : t.unlockMember,
    });
    if (reason === null) return;
    try {
      const answer = await lock.mutateAsync({ id: profile.id, lock: locking, reason });
      await showDone(answer.data.changed ? (answer.message ?? t.doneTitle) : t.lockUnchanged);
    } catch (err) {
      await showError(errorMessage(err));
    }
  };

  const onReset = async () => {
    const reason = await askText({
      title: fillMessage(t.resetPasswordQuestion, { member: who }),
      detail: t.resetPasswordDetail,
      label: t.actionReason,
      maxLength: 500,
      check: reasonProblem,
      confirmText: t.resetPassword,
    });
    if (reason === null) return;
    try {
      const answer = await reset.mutateAsync({ id: profile.id, reason });
      setTemporary(answer.data.temporaryPassword);
    } catch (err) {
      await showError(errorMessage(err));
    }
  };

  return (
    <section className="section" aria-labelledby="member-actions-title">
      <h2 id="member-actions-title" className="section__title">
        {t.memberActionsTitle}
      </h2>
      {mayAct && (
        <div className="row-actions">
          <button
            type="button"
            className={profile.locked ? 'btn btn-primary btn-sm' : 'btn btn-lock btn-sm'}
            disabled={busy}
            onClick={() => void onLock()}
          >
            {profile.locked ? t.unlockMember : t.lockMember}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => void onReset()}
          >
            {t.resetPassword}
          </button>
        </div>
      )}
      {mayAct && (
        <details className="panel">
          <summary className="panel__summary">{t.addNoteTitle}</summary>
          <div className="panel__body">
            <MemberNoteForm id={profile.id} who={who} />
          </div>
        </details>
      )}
      {mayChangeBank && (
        <details className="panel">
          <summary className="panel__summary">{t.changeBankTitle}</summary>
          <div className="panel__body">
            <MemberBankForm id={profile.id} who={who} current={member.bank.bankCode} />
          </div>
        </details>
      )}
      {temporary && (
        <TemporaryPasswordDialog password={temporary} who={who} onClose={() => setTemporary(null)} />
      )}
    </section>
  );
}
