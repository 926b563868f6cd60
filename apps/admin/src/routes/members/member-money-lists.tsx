import {
  fillMessage,
  type adminMemberBonus,
  type adminMemberDeposit,
  type adminMemberLedgerEntry,
  type adminMemberRound,
  type adminMemberWithdrawal,
} from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n, type Catalogue } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';
import {
  HOUSE_ACCOUNT,
  LEDGER_KIND,
  STATEMENT_STATUS,
  STATEMENT_TONE,
  VIA_LABEL,
  WALLET_LABEL,
  WITHDRAWAL_STATUS,
} from './labels';
import { At, StatusChip } from './list-cells';

type Ledger = z.infer<typeof adminMemberLedgerEntry>;
type Deposit = z.infer<typeof adminMemberDeposit>;
type Withdrawal = z.infer<typeof adminMemberWithdrawal>;
type Bonus = z.infer<typeof adminMemberBonus>;
type Round = z.infer<typeof adminMemberRound>;

/** A signed amount: "+100.00" in, "−100.00" out (tickets without decimals). */
function Signed({ amount, tickets = false }: { amount: number; tickets?: boolean }) {
  const shown = tickets ? String(Math.abs(amount)) : formatMoney(Math.abs(amount));
  return (
    <span className={amount < 0 ? 'amount-out' : 'amount-in'}>
      {amount < 0 ? '−' : '+'}
      {shown}
    </span>
  );
}

const ledgerColumn = createColumnHelper<PlainTable, Ledger>();

/**
 * The account on a movement's other side, in words ("ค่ายเกม HOUSE", "บัญชีเว็บไซต์: โบนัสโปรโมชั่น"): the
 * ledger's ids (`house:partner:HOUSE#21`) are for the audit, kept as the cell's title.
 */
function accountWords(id: string, t: Catalogue): string {
  const [owner, name = '', wallet = ''] = id.split('#')[0]!.split(':');
  if (owner === 'house' && name === 'partner') return fillMessage(t.ledgerPartner, { partner: wallet });
  if (owner === 'house' && name === 'bank') return t.ledgerBank;
  const house = HOUSE_ACCOUNT[name];
  if (owner === 'house') return fillMessage(t.ledgerHouse, { name: house ? t[house] : name });
  const own = WALLET_LABEL[wallet];
  if (owner === 'member') return fillMessage(t.ledgerMemberWallet, { name: own ? t[own] : wallet });
  return id;
}

/** Every leg on the member's wallets: when, which wallet, what kind, how much, the balance after. */
export function LedgerTable({ rows, label }: { rows: Ledger[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      ledgerColumn.columns([
        ledgerColumn.accessor('at', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        ledgerColumn.accessor('wallet', {
          header: t.colWallet,
          cell: (c) => {
            const key = WALLET_LABEL[c.getValue()];
            return key ? t[key] : c.getValue();
          },
        }),
        ledgerColumn.accessor('kind', {
          header: t.colKind,
          cell: (c) => {
            const key = LEDGER_KIND[c.getValue()];
            return (
              <span className="stack">
                <span title={c.getValue()}>{key ? t[key] : c.getValue()}</span>
                {c.row.original.reverses && <span className="chip chip--warn">{t.ledgerReversal}</span>}
              </span>
            );
          },
        }),
        ledgerColumn.accessor('amount', {
          header: t.colAmount,
          cell: (c) => <Signed amount={c.getValue()} tickets={c.row.original.asset === 'TICKET'} />,
        }),
        ledgerColumn.accessor('balanceAfter', {
          header: t.colBalanceAfter,
          cell: (c) => (c.row.original.asset === 'TICKET' ? String(c.getValue()) : formatMoney(c.getValue())),
        }),
        ledgerColumn.accessor('counterparty', {
          header: t.colCounterparty,
          cell: (c) => {
            const { game, reference } = c.row.original;
            return (
              <span className="stack break">
                <span title={c.getValue()}>{accountWords(c.getValue(), t)}</span>
                {game && <span>{fillMessage(t.ledgerGame, { game })}</span>}
                <span className="muted small">{reference}</span>
              </span>
            );
          },
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} numeric={['amount', 'balanceAfter']} />;
}

const depositColumn = createColumnHelper<PlainTable, Deposit>();

export function DepositsTable({ rows, label }: { rows: Deposit[]; label: string }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      depositColumn.columns([
        depositColumn.accessor('transferredAt', {
          header: t.colTransferredAt,
          cell: (c) => <At at={c.getValue()} />,
        }),
        depositColumn.accessor('amount', { header: t.colAmount, cell: (c) => formatMoney(c.getValue()) }),
        depositColumn.accessor('fromAccount', {
          header: t.colFrom,
          cell: (c) => (
            <span className="stack">
              <span>{bankName(c.row.original.fromBankCode, lang)}</span>
              <span className="tabular" translate="no">
                {formatAccount(c.row.original.fromBankCode, c.getValue())}
              </span>
            </span>
          ),
        }),
        depositColumn.accessor('status', {
          header: t.colStatus,
          cell: (c) => (
            <span className="stack">
              <StatusChip status={c.getValue()} labels={STATEMENT_STATUS} tones={STATEMENT_TONE} />
              {c.row.original.creditedVia && (
                <span className="muted">
                  {VIA_LABEL[c.row.original.creditedVia]
                    ? t[VIA_LABEL[c.row.original.creditedVia]!]
                    : c.row.original.creditedVia}
                </span>
              )}
            </span>
          ),
        }),
        depositColumn.accessor('creditedAt', {
          header: t.colCreditedAt,
          cell: (c) => <At at={c.getValue()} />,
        }),
        depositColumn.accessor('ref', {
          header: t.colRef,
          cell: (c) => <code className="break">{c.getValue()}</code>,
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} numeric={['amount']} />;
}

const withdrawalColumn = createColumnHelper<PlainTable, Withdrawal>();

export function WithdrawalsTable({ rows, label }: { rows: Withdrawal[]; label: string }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      withdrawalColumn.columns([
        withdrawalColumn.accessor('createdAt', {
          header: t.colRequestedAt,
          cell: (c) => <At at={c.getValue()} />,
        }),
        withdrawalColumn.accessor('amount', { header: t.colAmount, cell: (c) => formatMoney(c.getValue()) }),
        withdrawalColumn.accessor('to', {
          header: t.colBank,
          cell: (c) => (
            <span className="stack">
              <span>{bankName(c.getValue().bankCode, lang)}</span>
              <span className="tabular" translate="no">
                {formatAccount(c.getValue().bankCode, c.getValue().bankAccount)}
              </span>
            </span>
          ),
        }),
        withdrawalColumn.accessor('status', {
          header: t.colStatus,
          cell: (c) => (
            <span className="stack">
              <StatusChip
                status={c.getValue()}
                labels={WITHDRAWAL_STATUS}
                tones={{ paid: 'ok', failed: 'danger', rejected: 'danger', pending: 'warn' }}
              />
              {c.row.original.reason && <span className="muted break">{c.row.original.reason}</span>}
            </span>
          ),
        }),
        withdrawalColumn.accessor('resolvedAt', {
          header: t.colResolvedAt,
          cell: (c) => <At at={c.getValue()} />,
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} numeric={['amount']} />;
}

const bonusColumn = createColumnHelper<PlainTable, Bonus>();

export function BonusesTable({ rows, label }: { rows: Bonus[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      bonusColumn.columns([
        bonusColumn.accessor('receivedAt', {
          header: t.colReceivedAt,
          cell: (c) => <At at={c.getValue()} />,
        }),
        bonusColumn.accessor('promotionTitle', { header: t.colPromotion }),
        bonusColumn.accessor('depositAmount', {
          header: t.colDepositAmount,
          cell: (c) => formatMoney(c.getValue()),
        }),
        bonusColumn.accessor('bonusAmount', {
          header: t.colBonusAmount,
          cell: (c) => formatMoney(c.getValue()),
        }),
        bonusColumn.accessor('needTurnover', {
          header: t.colNeedTurnover,
          cell: (c) => formatMoney(c.getValue()),
        }),
        bonusColumn.accessor('status', {
          header: t.colStatus,
          cell: (c) => (
            <span className="stack">
              <StatusChip
                status={c.getValue()}
                labels={{ active: 'bonusActive', ended: 'bonusEnded' }}
                tones={{ active: 'ok', ended: 'info' }}
              />
              {c.row.original.endReason && <code>{c.row.original.endReason}</code>}
            </span>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} numeric={['depositAmount', 'bonusAmount', 'needTurnover']} />;
}

const roundColumn = createColumnHelper<PlainTable, Round>();

export function RoundsTable({ rows, label }: { rows: Round[]; label: string }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      roundColumn.columns([
        roundColumn.accessor('openedAt', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        roundColumn.accessor('gameCode', {
          header: t.colGame,
          cell: (c) => (
            <span className="stack">
              <span>{c.getValue()}</span>
              <span className="muted">{c.row.original.partner}</span>
            </span>
          ),
        }),
        roundColumn.accessor('betAmount', { header: t.colBet, cell: (c) => formatMoney(c.getValue()) }),
        roundColumn.accessor('winAmount', { header: t.colWin, cell: (c) => formatMoney(c.getValue()) }),
        roundColumn.accessor('status', {
          header: t.colStatus,
          cell: (c) => (
            <StatusChip
              status={c.getValue()}
              labels={{ open: 'roundOpen', settled: 'roundSettled', refunded: 'roundRefunded' }}
              tones={{ open: 'warn', settled: 'ok', refunded: 'info' }}
            />
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (r) => r.id });
  return <DataTable table={table} label={label} numeric={['betAmount', 'winAmount']} />;
}
