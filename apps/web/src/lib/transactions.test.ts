import { TH_WEB, TRANS_TYPES, type TransactionRow } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { bonusLabel, describeRow, filterTransactions, isOutgoing, statusOf } from './transactions';

const row = (over: Partial<TransactionRow> = {}): TransactionRow => ({
  _id: 'r1',
  Amount: 100,
  createdAt: '2025-11-22T02:05:00Z',
  Status: 1,
  TransType: 'DEPOSIT',
  BonusInfo: { _id: null, title: null, Amount: 0 },
  BalanceChange: 100,
  ...over,
});
const bonusOf = (_id: string | null, title: string | null = null, Amount = 0) => ({ _id, title, Amount });

describe('filterTransactions (SPEC §7)', () => {
  const rows = TRANS_TYPES.map((TransType, i) => row({ _id: String(i), TransType }));
  const kinds = (filter: Parameters<typeof filterTransactions>[1]) =>
    filterTransactions(rows, filter).map((r) => r.TransType);

  it('keeps the kinds of each screen', () => {
    expect(kinds('all')).toEqual([...TRANS_TYPES]);
    expect(kinds('deposit')).toEqual(['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'PRIZE', 'CORRECTION']);
    expect(kinds('cashback')).toEqual(['CASHBACK']);
    expect(kinds('withdraw')).toEqual(['WITHDRAW', 'FORFEIT', 'FORFEIT_RETURN', 'WITHDRAW_RETURN']);
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
    expect(bonusLabel(row({ BonusInfo: bonusOf('ITEMCODE') }), 'ITEMCODE')).toBe(TH_WEB.bonusFreeCredit);
    expect(bonusLabel(row(), 'ITEMCODE')).toBe(TH_WEB.bonusNone);
    expect(bonusLabel(row({ BonusInfo: bonusOf('promo-1') }), 'ITEMCODE')).toBe(TH_WEB.bonusReceived);
  });

  it('gives no label to other kinds', () => {
    expect(bonusLabel(row({ TransType: 'WITHDRAW' }), 'ITEMCODE')).toBeNull();
  });
});

describe('describeRow (issue 17 item 3)', () => {
  it('names a deposit with its bonus and promotion, in amounts with thousands separators', () => {
    const deposit = row({ Amount: 1500, BonusInfo: bonusOf('promo-1', 'สมาชิกใหม่ รับโบนัส 50%', 500) });
    expect(describeRow(deposit, 'ITEMCODE')).toEqual({
      text: 'ฝาก 1,500 + โบนัส 500 · สมาชิกใหม่ รับโบนัส 50%',
      chip: null,
    });
  });

  it('calls item-code credit free credit, and keeps the bonus kind chip of a plain deposit', () => {
    expect(describeRow(row({ BonusInfo: bonusOf('ITEMCODE') }), 'ITEMCODE')).toEqual({
      text: TH_WEB.transFreeCredit,
      chip: null,
    });
    expect(describeRow(row(), 'ITEMCODE')).toEqual({ text: TH_WEB.transDeposit, chip: TH_WEB.bonusNone });
  });

  it('gives every other kind its Thai label', () => {
    expect(describeRow(row({ TransType: 'PRIZE' }), 'ITEMCODE').text).toBe('รางวัลวงล้อ');
    expect(describeRow(row({ TransType: 'WITHDRAW_RETURN' }), 'ITEMCODE').text).toBe('คืนเงินถอนไม่สำเร็จ');
    for (const TransType of TRANS_TYPES)
      expect(describeRow(row({ TransType }), undefined).text).toMatch(/[ก-๙]/);
  });

  it('signs a row by what it did to the balance', () => {
    expect(isOutgoing(row({ TransType: 'WITHDRAW', BalanceChange: -300 }))).toBe(true);
    expect(isOutgoing(row({ TransType: 'WITHDRAW_RETURN', BalanceChange: 300 }))).toBe(false);
  });
});
