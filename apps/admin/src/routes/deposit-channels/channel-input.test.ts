import { TH, type AdminDepositChannel } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { checkChannelForm, EMPTY_FORM, moved, storedInput, toFormValues } from './channel-input';

const stored: AdminDepositChannel = {
  id: 'a',
  channel: 'WALLET',
  bankCode: null,
  bankAccount: null,
  fullName: 'วอลเล็ท',
  phoneNumber: '0812345678',
  active: true,
  sortOrder: 3,
  minAmount: 100,
  maxAmount: null,
  hiddenFromNew: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the channel form', () => {
  it('sends only the chosen kind’s fields, amounts as numbers and empty limits as none', () => {
    const checked = checkChannelForm(
      { ...EMPTY_FORM, account: '123-4-56789-0', fullName: ' โชคดี ', minAmount: '1,000.50' },
      7,
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        channel: 'BANK',
        bankCode: '004',
        bankAccount: '1234567890',
        fullName: 'โชคดี',
        active: true,
        sortOrder: 7,
        minAmount: 1000.5,
        maxAmount: null,
        hiddenFromNew: false,
      },
    });
  });

  it('puts the contract’s refusals on the fields they concern', () => {
    const checked = checkChannelForm(
      { ...EMPTY_FORM, channel: 'WALLET', account: '12', minAmount: '500', maxAmount: 'abc' },
      0,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.account).toBeDefined();
    expect(checked.errors.fullName).toBe(TH.depositChannelInvalid);
    expect(checked.errors.maxAmount).toBe(TH.depositChannelLimitsInvalid);
    const crossed = checkChannelForm(
      { ...EMPTY_FORM, account: '1234567890', fullName: 'x', minAmount: '500', maxAmount: '100' },
      0,
    );
    expect(crossed).toEqual({ ok: false, errors: { maxAmount: TH.depositChannelLimitsInvalid } });
  });

  it('round-trips a stored channel, changing only what is asked', () => {
    expect(toFormValues(stored)).toMatchObject({
      channel: 'WALLET',
      account: '0812345678',
      minAmount: '100',
    });
    expect(storedInput(stored, { active: false })).toEqual({
      channel: 'WALLET',
      phoneNumber: '0812345678',
      fullName: 'วอลเล็ท',
      active: false,
      sortOrder: 3,
      minAmount: 100,
      maxAmount: null,
      hiddenFromNew: true,
    });
  });
});

describe('moving a channel', () => {
  it('swaps with its neighbour, and stays at either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
