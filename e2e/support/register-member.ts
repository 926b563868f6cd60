import { randomInt } from 'node:crypto';
import { checkBank, findBank, signup, WALLET_BANK } from '@chokdee/contracts';
import { call } from './api';

export interface Member {
  phoneNumber: string;
  password: string;
  bankCode: string;
  bankAccount: string;
  firstName: string;
  lastName: string;
}

const digits = (width: number) => String(randomInt(10 ** width)).padStart(width, '0');

/** A random account of the length its bank uses; a wallet's is a mobile number. */
export const newAccount = (bankCode: string) =>
  bankCode === WALLET_BANK.code
    ? `08${digits(8)}`
    : `${randomInt(1, 10)}${digits((findBank(bankCode)?.accountLength ?? 10) - 1)}`;

/**
 * Registers a new member the way the web app does (checkBank, then signup with its token) with a random
 * phone and bank account (or `bankAccount`); the bank-name simulator answers a name for any account not
 * starting with 000.
 */
export async function registerMember(
  options: { bankCode?: string; isBonus?: boolean; bankAccount?: string } = {},
): Promise<Member> {
  const bankCode = options.bankCode ?? '004';
  const member = {
    phoneNumber: `08${digits(8)}`,
    password: 'e2e-pass1',
    bankCode,
    bankAccount: options.bankAccount ?? newAccount(bankCode),
  };
  const bank = await call(checkBank, { body: { BankAccount: member.bankAccount, BankCode: bankCode } });
  await call(signup, {
    headers: { tokenBank: bank.data.token },
    body: {
      phoneNumber: member.phoneNumber,
      Password: member.password,
      Confirm_Password: member.password,
      BankAccount: member.bankAccount,
      BankCode: bankCode,
      ...(options.isBonus !== undefined && { isBonus: options.isBonus }),
    },
  });
  return { ...member, firstName: bank.data.firstName, lastName: bank.data.lastName };
}
