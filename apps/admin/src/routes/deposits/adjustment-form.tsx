import {
  ADJUSTMENT_DIRECTIONS,
  adjustmentAmount,
  fillMessage,
  staffReason,
  type AdminMemberPage,
} from '@chokdee/contracts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/client';
import { useCreateAdjustment } from '../../api/create-adjustment';
import { memberQuery } from '../../api/get-member';
import { findMemberByPhone } from '../../api/get-members';
import { queryClient } from '../../api/query-client';
import { FormError, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { confirmAction, showDone } from '../../lib/alerts';
import { amountOf, memberRefOf, type MemberRef } from './member-ref';

/** The form's fields, checked with the contract's own rules for the amount and the reason. */
const adjustmentForm = z.object({
  member: z.string().refine((v) => memberRefOf(v) !== null),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.preprocess(amountOf, adjustmentAmount),
  reason: staffReason,
});

interface Found {
  id: string;
  name: string;
  phoneNumber: string;
}

/** The member the box names, or null: by phone through the search, by id through the member page. */
async function findMember(ref: MemberRef): Promise<Found | null> {
  if (ref.kind === 'phone') {
    const row = await findMemberByPhone(ref.phone);
    return row && { id: row.id, name: row.fullName, phoneNumber: row.phoneNumber };
  }
  try {
    const page: AdminMemberPage = await queryClient.fetchQuery(memberQuery(ref.id));
    const { profile } = page;
    return {
      id: profile.id,
      name: `${profile.firstName} ${profile.lastName}`,
      phoneNumber: profile.phoneNumber,
    };
  } catch {
    return null;
  }
}

/**
 * A manual credit or debit: the member (phone or id), the direction, the amount and the reason. The request
 * id is this form's (a new form each time the panel opens or after a success): sending it again after a
 * timeout finds the first adjustment, so nothing moves twice.
 */
export function AdjustmentForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const [requestId] = useState(() => crypto.randomUUID());
  const create = useCreateAdjustment();
  const [lookup, setLookup] = useState<'idle' | 'looking'>('idle');
  const legendId = useId();
  const form = useZodForm(adjustmentForm, {
    defaultValues: { member: '', direction: 'credit', amount: '', reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ member, direction, amount, reason }) => {
    const ref = memberRefOf(member);
    if (!ref) return;
    setLookup('looking');
    let found: Found | null;
    try {
      found = await findMember(ref);
    } catch (err) {
      form.setError('root', { message: errorMessage(err) });
      return;
    } finally {
      setLookup('idle');
    }
    if (!found) {
      form.setError('member', { message: t.adjustMemberNotFound });
      return;
    }
    const who = `${found.name} (${found.phoneNumber})`;
    const question = fillMessage(direction === 'credit' ? t.creditQuestion : t.debitQuestion, {
      amount: formatMoney(amount),
      member: who,
    });
    if (!(await confirmAction(question, reason, direction === 'credit' ? t.credit : t.debit))) return;
    create.mutate(
      { requestId, memberId: found.id, direction, amount, reason },
      {
        onSuccess: ({ message }) => {
          void showDone(message ?? t.doneTitle);
          onDone();
        },
      },
    );
  });

  const pending = create.isPending || lookup === 'looking';
  const serverError = create.isError ? errorMessage(create.error) : errors.root?.message;
  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <TextField
        label={t.adjustMember}
        hint={t.adjustMemberHint}
        autoComplete="off"
        spellCheck={false}
        error={
          // "Not found" is set after the lookup; anything else is the box's own check.
          errors.member
            ? errors.member.type === 'manual'
              ? errors.member.message
              : t.adjustMemberInvalid
            : undefined
        }
        {...form.register('member')}
      />
      <fieldset className="direction-choice" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          {t.adjustDirection}
        </legend>
        {ADJUSTMENT_DIRECTIONS.map((direction) => (
          <label key={direction} className="check">
            <input type="radio" value={direction} {...form.register('direction')} />
            <span>{direction === 'credit' ? t.credit : t.debit}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t.adjustAmount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label={t.actionReason}
        autoComplete="off"
        maxLength={500}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <FormError message={serverError} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
          {pending ? t.loading : t.adjustSubmit}
        </button>
      </div>
    </form>
  );
}
