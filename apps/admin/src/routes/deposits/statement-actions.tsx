import {
  fillMessage,
  phoneNumber,
  staffReason,
  TH,
  type AdminBankStatement,
  type StatementCandidate,
} from '@chokdee/contracts';
import { useAssignBankStatement } from '../../api/assign-bank-statement';
import { errorMessage } from '../../api/client';
import { findMemberByPhone } from '../../api/get-members';
import { useMarkStatementNotOurs } from '../../api/mark-statement-not-ours';
import { useI18n, type Catalogue } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { askText, confirmAction, reportAnswer, showError } from '../../lib/alerts';
import { bankName, formatAccount } from '../../lib/bank';

const firstProblem = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? undefined : parsed.error?.issues[0]?.message;

/** The question's detail: what the bank said of the sender, and for a duplicate what staff must check. */
function detailOf(row: AdminBankStatement, t: Catalogue, lang: 'th' | 'en') {
  const sender = fillMessage(t.assignSender, {
    bank: bankName(row.fromBankCode, lang),
    account: formatAccount(row.fromBankCode, row.fromAccount),
    name: row.fromName ?? t.senderNameUnknown,
  });
  return row.status === 'duplicate'
    ? `${sender} ${fillMessage(t.assignDuplicateWarning, { ref: row.sameAsRef ?? '—' })}`
    : sender;
}

/** Assign, and mark "not ours": both ask first and say what the server answered. */
function useStatementWork(row: AdminBankStatement) {
  const { t, lang } = useI18n();
  const assign = useAssignBankStatement();
  const notOurs = useMarkStatementNotOurs();
  const amount = formatMoney(row.amount);
  const duplicate = row.status === 'duplicate';

  /** Credits the transfer to `member` after the question (a duplicate: staff confirm they checked). */
  const assignTo = async (member: { name: string; phoneNumber: string }) => {
    const who = `${member.name} (${member.phoneNumber})`;
    const asked = await confirmAction(
      fillMessage(t.assignQuestion, { amount, member: who }),
      detailOf(row, t, lang),
      duplicate ? t.assignDuplicateConfirm : t.assign,
    );
    if (!asked) return;
    await reportAnswer(() =>
      assign.mutateAsync({ ref: row.ref, phoneNumber: member.phoneNumber, duplicateChecked: duplicate }),
    );
  };

  const assignByPhone = async () => {
    const phone = await askText({
      title: fillMessage(t.assignByPhoneQuestion, { amount }),
      detail: detailOf(row, t, lang),
      label: t.memberPhone,
      maxLength: 10,
      check: (value) => firstProblem(phoneNumber.safeParse(value.trim())),
      confirmText: t.next,
    });
    if (phone === null) return;
    let found;
    try {
      found = await findMemberByPhone(phone);
    } catch (err) {
      await showError(errorMessage(err));
      return;
    }
    if (!found) {
      await showError(TH.memberNotFound);
      return;
    }
    await assignTo({ name: found.fullName, phoneNumber: found.phoneNumber });
  };

  const markNotOurs = async () => {
    const reason = await askText({
      title: fillMessage(t.notOursQuestion, { amount }),
      detail: t.notOursDetail,
      label: t.actionReason,
      multiline: true,
      maxLength: 500,
      check: (value) => firstProblem(staffReason.safeParse(value)),
      confirmText: t.notOurs,
    });
    if (reason === null) return;
    await reportAnswer(() => notOurs.mutateAsync({ ref: row.ref, reason }));
  };

  return { busy: assign.isPending || notOurs.isPending, assignTo, assignByPhone, markNotOurs };
}

const nameOf = (c: StatementCandidate) => `${c.firstName} ${c.lastName}`;

/** Members whose bound account fits the sender, to compare names with; each with its assign button. */
export function CandidateList({ row, canAct }: { row: AdminBankStatement; canAct: boolean }) {
  const { t, lang } = useI18n();
  const work = useStatementWork(row);
  if (row.candidates.length === 0) return <span className="muted">{t.candidatesNone}</span>;
  return (
    <ul className="candidates">
      {row.candidates.map((c) => (
        <li key={c.memberId} className="candidate">
          <span className="stack">
            <strong>{nameOf(c)}</strong>
            <span className="muted tabular">{c.phoneNumber}</span>
            <span className="tabular" translate="no">
              {bankName(row.fromBankCode, lang)} {formatAccount(row.fromBankCode, c.bankAccount)}
            </span>
          </span>
          {canAct && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={work.busy}
              aria-label={fillMessage(t.assignTo, { member: nameOf(c) })}
              onClick={() => void work.assignTo({ name: nameOf(c), phoneNumber: c.phoneNumber })}
            >
              {t.assign}
            </button>
          )}
        </li>
      ))}
      {row.moreCandidates && <li className="muted">{t.candidatesMore}</li>}
    </ul>
  );
}

/** A member found by phone, or "not ours" with a reason. */
export function StatementActions({ row }: { row: AdminBankStatement }) {
  const { t } = useI18n();
  const work = useStatementWork(row);
  return (
    <div
      className="row-actions statement-actions"
      role="group"
      aria-label={fillMessage(t.statementActionsFor, { ref: row.ref })}
    >
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={work.busy}
        onClick={() => void work.assignByPhone()}
      >
        {t.assignByPhone}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={work.busy}
        onClick={() => void work.markNotOurs()}
      >
        {t.notOurs}
      </button>
    </div>
  );
}
