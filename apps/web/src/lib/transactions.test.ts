import { TH_WEB, type TransactionRow } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { bonusLabel, filterTransactions, statusOf } from './transactions';

const row = (over: Partial<TransactionRow> = {}): TransactionRow => ({
  _id: 'r1',
  Amount: 100,
  createdAt: '2025-11-22T02:05:00Z',
  Status: 1,
  TransType: 'DEPOSIT',
  BonusInfo: { _id: null },
  ...over,
});

describe('filterTransactions (SPEC §7)', () => {
  const rows = (['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'WITHDRAW', 'FORFEIT'] as const).map((TransType, i) =>
    row({ _id: String(i), TransType }),
  );
  const kinds = (filter: Parameters<typeof filterTransactions>[1]) =>
    filterTransactions(rows, filter).map((r) => r.TransType);

  it('keeps the kinds of each screen', () => {
    expect(kinds('all')).toEqual(['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'WITHDRAW', 'FORFEIT']);
    expect(kinds('deposit')).toEqual(['DEPOSIT', 'AFFILIATE', 'CASHBACK']);
    expect(kinds('cashback')).toEqual(['CASHBACK']);
    expect(kinds('withdraw')).toEqual(['WITHDRAW', 'FORFEIT']);
  });

  it('shows at most the 20 latest rows, in the order given', () => {
    const many = Array.from({ length: 25 }, (_, i) => row({ _id: String(i) }));
    const shown = filterTransactions(many, 'deposit');
    expect(shown).toHaveLength(20);
    expect(shown[0]?._id).toBe('0');
  });
});

describe('statusOf (SPEC §4)', () => {
  it('maps 0 and 1 to approved, 2 to pending, 3 to failed', () => {
    expect(statusOf(0).text).toBe(TH_WEB.statusApproved);
    expect(statusOf(1).text).toBe(TH_WEB.statusApproved);
    expect(statusOf(2).text).toBe(TH_WEB.statusPending);
    expect(statusOf(3).text).toBe(TH_WEB.statusFailed);
  });
});

describe('bonusLabel (SPEC §4)', () => {
  it('labels free credit, no bonus and bonus', () => {
    expect(bonusLabel(row({ BonusInfo: { _id: 'ITEMCODE' } }), 'ITEMCODE')).toBe(TH_WEB.bonusFreeCredit);
    expect(bonusLabel(row(), 'ITEMCODE')).toBe(TH_WEB.bonusNone);
    expect(bonusLabel(row({ BonusInfo: { _id: 'promo-1' } }), 'ITEMCODE')).toBe(TH_WEB.bonusReceived);
  });

  it('gives no label to other kinds', () => {
    expect(bonusLabel(row({ TransType: 'WITHDRAW' }), 'ITEMCODE')).toBeNull();
  });
});
