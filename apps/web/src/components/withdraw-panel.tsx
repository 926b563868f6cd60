import { findBank, TH_WEB, type WithdrawalCondition } from '@chokdee/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../api/client';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useUser } from '../api/get-user';
import { useWithdrawalCondition } from '../api/get-withdrawal-condition';
import { askYesNo, showError, showSuccess } from '../lib/alerts';
import { formatAccount, formatMoney } from '../lib/format';
import { forfeitQuestion, parseAmount, withdrawAmountError, withdrawDoneText } from '../lib/withdraw-rules';
import { BankBadge } from './bank-badge';
import { SubmitButton, TextField } from './form';
import { LoadFailed } from './load-failed';
import '../styles/money.css';

const baht = (n: number) => `${formatMoney(n)} ${TH_WEB.baht}`;
/** SPEC §9: a limit of 0 means none. */
const limit = (n: number) => (n > 0 ? baht(n) : TH_WEB.unlimited);

function ConditionFacts({ condition }: { condition: WithdrawalCondition }) {
  const rows: [string, string][] = [
    [TH_WEB.withdrawMin, baht(condition.minWithdraw)],
    [TH_WEB.withdrawMax, limit(condition.maxWithdraw)],
    [
      TH_WEB.withdrawTurnover,
      `${formatMoney(condition.nowTurnover)} / ${formatMoney(condition.needTurnover)}`,
    ],
    [TH_WEB.withdrawBonusMax, limit(condition.maxWithdrawAmount)],
    // What a withdrawal now would forfeit (docs/ABUSE.md 5): shown before the member asks.
    ...(condition.forfeit > 0 ? [[TH_WEB.withdrawForfeit, baht(condition.forfeit)] as [string, string]] : []),
  ];
  return (
    <dl className="facts">
      <div className="facts__row facts__row--big">
        <dt>{TH_WEB.withdrawBalance}</dt>
        <dd>{baht(condition.balance)}</dd>
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
      <span className="route-pair__label">{TH_WEB.withdrawTo}</span>
      <div className="info-list__bank">
        <BankBadge code={user.BankCode} size="sm" />
        <span>
          <span className="info-list__bank-name">{findBank(user.BankCode)?.th ?? user.BankCode}</span>
          <span className="mono">{formatAccount(user.BankAccount, user.BankCode)}</span>
        </span>
      </div>
    </div>
  );
}

function WithdrawForm({ condition, onDone }: { condition: WithdrawalCondition; onDone?: () => void }) {
  const create = useCreateWithdrawal();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const error = form.formState.errors.amount?.message;

  const submit = form.handleSubmit(async ({ amount }) => {
    // A withdrawal that forfeits asks first; the server refuses one whose forfeit was not confirmed.
    const question = forfeitQuestion(condition.forfeit);
    if (question && !(await askYesNo(TH_WEB.withdrawTitle, question))) return;
    try {
      const res = await create.mutateAsync({ amount: parseAmount(amount), forfeit: condition.forfeit });
      form.reset();
      // The server's text: 'ถอนเงินสำเร็จ' once paid, its pending text while the operator has it.
      await showSuccess(withdrawDoneText(res.message));
      onDone?.();
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={TH_WEB.withdrawAmount}
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
        <SubmitButton pending={create.isPending}>{TH_WEB.withdrawSubmit}</SubmitButton>
      ) : (
        <button type="button" className="btn btn-primary btn-block" disabled>
          {TH_WEB.withdrawCannot}
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
        <span className="sr-only">{TH_WEB.loading}</span>
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
          {data.reason}
        </p>
      )}
      <Destination />
      <WithdrawForm condition={data} onDone={onDone} />
    </div>
  );
}
