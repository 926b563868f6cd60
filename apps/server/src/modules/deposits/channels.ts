import {
  type AdminDepositChannel,
  findBank,
  type LimitBreach,
  PROMPTPAY_BANK,
  WALLET_BANK,
  type ChannelKind,
  type DepositChannelInput,
  type DepositChannelView,
} from '@chokdee/contracts';
import { toBaht, toSatang } from '../../lib/money';
import type { ChannelRow, NewChannel } from './channel-repo';
import { accountNumber } from './account-number';

/**
 * The number money is sent to: the bank or PromptPay account, or a wallet's phone number, digits only
 * (what the database stores as `receiving_number`).
 */
export function receivingAccount(c: { bankAccount?: string | null; phoneNumber?: string | null }): string {
  return accountNumber(c.bankAccount ?? c.phoneNumber ?? '');
}

/** The channel a transfer reached, by its receiving account (active or not: the money arrived). */
export function channelFor(channels: readonly ChannelRow[], toAccount: string): ChannelRow | undefined {
  const account = accountNumber(toAccount);
  return channels.find((c) => receivingAccount(c) === account);
}

/** SPEC §3: an entry without a bank code is a wallet, shown with the wallet code and its phone as the account. */
export function toChannelView(c: ChannelRow): DepositChannelView {
  const code = c.bankCode ?? WALLET_BANK.code;
  return {
    BankCode: code,
    BankAccount: (c.bankCode ? c.bankAccount : c.phoneNumber) ?? '',
    fullName: c.fullName,
    ...(c.channel === 'WALLET' && c.phoneNumber && { phoneNumber: c.phoneNumber }),
    Channel: c.channel as ChannelKind,
    BankName: findBank(code)?.th ?? '',
    ...(c.minAmount !== null && { MinAmount: toBaht(c.minAmount) }),
    ...(c.maxAmount !== null && { MaxAmount: toBaht(c.maxAmount) }),
  };
}

/**
 * How `amount` (satang) misses the channel's limits, or null. The money is credited either way (it arrived
 * and is the member's); the flag lets staff see a transfer the channel was not meant to take.
 */
export function limitBreach(
  c: Pick<ChannelRow, 'minAmount' | 'maxAmount'>,
  amount: bigint,
): LimitBreach | null {
  if (c.minAmount !== null && amount < c.minAmount) return 'belowMinimum';
  if (c.maxAmount !== null && amount > c.maxAmount) return 'aboveMaximum';
  return null;
}

export function toAdminChannel(c: ChannelRow): AdminDepositChannel {
  return {
    id: c.id,
    channel: c.channel as ChannelKind,
    bankCode: c.bankCode,
    bankAccount: c.bankAccount,
    fullName: c.fullName,
    phoneNumber: c.phoneNumber,
    active: c.active,
    sortOrder: c.sortOrder,
    minAmount: c.minAmount === null ? null : toBaht(c.minAmount),
    maxAmount: c.maxAmount === null ? null : toBaht(c.maxAmount),
    hiddenFromNew: c.hiddenFromNew,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The stored form: wallets keep no bank code (SPEC §3), PromptPay ids carry the PROMPTPAY code. */
export function toChannelRow(input: DepositChannelInput): NewChannel {
  const common = {
    fullName: input.fullName,
    active: input.active,
    sortOrder: input.sortOrder,
    minAmount: input.minAmount === null ? null : toSatang(input.minAmount),
    maxAmount: input.maxAmount === null ? null : toSatang(input.maxAmount),
    hiddenFromNew: input.hiddenFromNew,
  };
  switch (input.channel) {
    case 'BANK':
      return {
        channel: 'BANK',
        bankCode: input.bankCode,
        bankAccount: input.bankAccount,
        phoneNumber: null,
        ...common,
      };
    case 'WALLET':
      return {
        channel: 'WALLET',
        bankCode: null,
        bankAccount: null,
        phoneNumber: input.phoneNumber,
        ...common,
      };
    case 'PROMPTPAY':
      return {
        channel: 'PROMPTPAY',
        bankCode: PROMPTPAY_BANK.code,
        bankAccount: input.bankAccount,
        phoneNumber: null,
        ...common,
      };
  }
}
