import { type WithdrawalCondition } from '@chokdee/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../api/client';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useUser } from '../api/get-user';
import { useWithdrawalCondition } from '../api/get-withdrawal-condition';
import { showError, showSuccess } from '../lib/alerts';
import { formatAccount, formatMoney, maskAccount } from '../lib/format';
import { forfeitQuestion, parseAmount, withdrawAmountError, withdrawDoneText } from '../lib/withdraw-rules';
import { BankBadge } from './bank-badge';
import { TextField } from './form';
import { LoadFailed } from './load-failed';
import { SubHeading } from './sub-heading';
import '../styles/money.css';
import { inLang, TEXT } from '../lib/text';
import { bankNameOf } from '../lib/bank-name';

const baht = (n: number) => `${formatMoney(n)} ${TEXT.baht}`;
/** SPEC §9: a limit of 0 means none. */
const limit = (n: number) => (n > 0 ? baht(n) : TEXT.unlimited);

/**
 * The condition as the server states it: first the most a withdrawal can take now (`maxNow`, 0 while it
 * cannot: the same "ถอนได้สูงสุด" as the member card), then the balance, the limits and the bonus's terms.
 */
function ConditionFacts({ condition }: { condition: WithdrawalCondition }) {
  const rows: [string, string][] = [
    [TEXT.withdrawBalance, baht(condition.balance)],
    [TEXT.withdrawMin, baht(condition.minWithdraw)],
    [TEXT.withdrawMax, limit(condition.maxWithdraw)],
    [TEXT.withdrawTurnover, `${formatMoney(condition.nowTurnover)} / ${formatMoney(condition.needTurnover)}`],
    [TEXT.withdrawBonusMax, limit(condition.maxWithdrawAmount)],
    // What a withdrawal now would forfeit (docs/ABUSE.md 5): shown before the member asks.
    ...(condition.forfeit > 0 ? [[TEXT.withdrawForfeit, baht(condition.forfeit)] as [string, string]] : []),
  ];
  return (
    <dl className="facts">
      <div className="facts__row facts__row--big">
        <dt>{TEXT.maxWithdraw}</dt>
        <dd>{baht(condition.maxNow)}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Destination() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="route-pair">
      <span className="route-pair__label">{TEXT.withdrawTo}</span>
      <div className="info-list__bank">
        <BankBadge code={user.BankCode} size="sm" />
        <span>
          <span className="info-list__bank-name">{bankNameOf(user.BankCode)}</span>
          <span className="mono">{formatAccount(user.BankAccount, user.BankCode)}</span>
        </span>
      </div>
    </div>
  );
}

/**
 * The last look before the money leaves (issue 24 item 13): the amount, the bank and the account (masked),
 * and what the withdrawal forfeits, if anything; "ยืนยันการถอน" sends it, "แก้ไข" goes back to the amount.
 * There is no fee to show: the site charges none.
 */
function WithdrawReview({
  amount,
  forfeit,
  pending,
  onConfirm,
  onEdit,
}: {
  amount: number;
  forfeit: number;
  pending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const { data: user } = useUser();
  const forfeitText = forfeitQuestion(forfeit);
  return (
    <section className="withdraw-review" aria-labelledby="withdraw-review-title">
      <SubHeading id="withdraw-review-title" className="section-title">
        {TEXT.withdrawReviewTitle}
      </SubHeading>
      <dl className="facts">
        <div className="facts__row facts__row--big">
          <dt>{TEXT.withdrawReviewAmount}</dt>
          <dd>{baht(amount)}</dd>
        </div>
        {user && (
          <div className="facts__row">
            <dt>{TEXT.withdrawTo}</dt>
            <dd>
              {bankNameOf(user.BankCode)}{' '}
              <span className="mono">{maskAccount(user.BankAccount, user.BankCode)}</span>
            </dd>
          </div>
        )}
        {forfeit > 0 && (
          <div className="facts__row">
            <dt>{TEXT.withdrawForfeit}</dt>
            <dd>{baht(forfeit)}</dd>
          </div>
        )}
      </dl>
      {forfeitText && <p className="callout">{forfeitText}</p>}
      <div className="withdraw-review__actions">
        <button type="button" className="btn btn-ghost" onClick={onEdit} disabled={pending}>
          {TEXT.withdrawReviewEdit}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {TEXT.withdrawSubmit}
        </button>
      </div>
    </section>
  );
}

function WithdrawForm({ condition, onDone }: { condition: WithdrawalCondition; onDone?: () => void }) {
  const create = useCreateWithdrawal();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const error = form.formState.errors.amount?.message;
  const [review, setReview] = useState<number>();

  const confirm = async (amount: number) => {
    try {
      // The forfeit the member saw in the review; the server refuses one that no longer matches.
      const res = await create.mutateAsync({ amount, forfeit: condition.forfeit });
      form.reset();
      setReview(undefined);
      // The server's text: 'ถอนเงินสำเร็จ' once paid, its pending text while the operator has it.
      await showSuccess(withdrawDoneText(res.message));
      onDone?.();
    } catch (err) {
      await showError(errorMessage(err));
    }
  };

  if (review !== undefined) {
    return (
      <WithdrawReview
        amount={review}
        forfeit={condition.forfeit}
        pending={create.isPending}
        onConfirm={() => void confirm(review)}
        onEdit={() => setReview(undefined)}
      />
    );
  }
  return (
    <form
      className="form"
      onSubmit={(event) => void form.handleSubmit(({ amount }) => setReview(parseAmount(amount)))(event)}
      noValidate
    >
      <TextField
        label={TEXT.withdrawAmount}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatMoney(condition.minWithdraw)}
        disabled={!condition.canWithdraw}
        error={error}
        {...form.register('amount', {
          // The same rule as the server (contract schema, then the site minimum), before any call.
          validate: (value) => withdrawAmountError(value, condition.minWithdraw) ?? true,
        })}
      />
      {condition.canWithdraw ? (
        <button type="submit" className="btn btn-primary btn-block">
          {TEXT.withdrawReview}
        </button>
      ) : (
        <button type="button" className="btn btn-primary btn-block" disabled>
          {TEXT.withdrawCannot}
        </button>
      )}
    </form>
  );
}

/**
 * The withdraw screen (SPEC §2/§5/§7), as the /withdraw page and the footer popup: the condition,
 * the destination account and the amount form. `onDone` runs after a successful withdrawal.
 */
export function WithdrawPanel({ onDone }: { onDone?: () => void }) {
  const condition = useWithdrawalCondition();
  if (condition.isPending)
    return (
      <div className="money" aria-busy="true">
        <span className="sr-only">{TEXT.loading}</span>
        <div className="skeleton skeleton--block" aria-hidden="true" />
      </div>
    );
  if (condition.isError)
    return <LoadFailed error={condition.error} onRetry={() => void condition.refetch()} />;
  const data = condition.data;
  return (
    <div className="money">
      <ConditionFacts condition={data} />
      {!data.canWithdraw && data.reason && (
        <p className="callout" role="status">
          {inLang(data.reason)}
        </p>
      )}
      <Destination />
      <WithdrawForm condition={data} onDone={onDone} />
    </div>
  );
}
