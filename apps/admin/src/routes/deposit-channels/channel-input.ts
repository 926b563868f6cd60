import {
  depositChannelInput,
  type AdminDepositChannel,
  type ChannelKind,
  type DepositChannelInput,
} from '@chokdee/contracts';

/** What the add/edit form holds: strings as typed, one account field whatever the kind. */
export interface ChannelFormValues {
  channel: ChannelKind;
  bankCode: string;
  /** The bank or PromptPay account, or the wallet's phone number. */
  account: string;
  fullName: string;
  /** Baht as typed; empty: no limit. */
  minAmount: string;
  maxAmount: string;
  hiddenFromNew: boolean;
  active: boolean;
}

export const EMPTY_FORM: ChannelFormValues = {
  channel: 'BANK',
  bankCode: '004',
  account: '',
  fullName: '',
  minAmount: '',
  maxAmount: '',
  hiddenFromNew: false,
  active: true,
};

/** A stored channel as the edit form starts from. */
export function toFormValues(c: AdminDepositChannel): ChannelFormValues {
  return {
    channel: c.channel,
    bankCode: c.channel === 'BANK' ? (c.bankCode ?? '') : EMPTY_FORM.bankCode,
    account: (c.channel === 'WALLET' ? c.phoneNumber : c.bankAccount) ?? '',
    fullName: c.fullName,
    minAmount: c.minAmount === null ? '' : String(c.minAmount),
    maxAmount: c.maxAmount === null ? '' : String(c.maxAmount),
    hiddenFromNew: c.hiddenFromNew,
    active: c.active,
  };
}

/** "1,000.50" → 1000.5; empty → null; anything else → NaN, which the contract refuses with its message. */
function amountOf(typed: string): number | null {
  const plain = typed.replace(/[,\s]/g, '');
  if (plain === '') return null;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The contract's body for the form's values: only the fields of the chosen kind (the schema is strict). */
export function toInputBody(v: ChannelFormValues, sortOrder: number) {
  const common = {
    fullName: v.fullName,
    active: v.active,
    sortOrder,
    minAmount: amountOf(v.minAmount),
    maxAmount: amountOf(v.maxAmount),
    hiddenFromNew: v.hiddenFromNew,
  };
  switch (v.channel) {
    case 'BANK':
      return { channel: 'BANK' as const, bankCode: v.bankCode, bankAccount: v.account, ...common };
    case 'WALLET':
      return { channel: 'WALLET' as const, phoneNumber: v.account, ...common };
    case 'PROMPTPAY':
      return { channel: 'PROMPTPAY' as const, bankAccount: v.account, ...common };
  }
}

/** The form field a contract refusal belongs to (the account field stands for the three numbers). */
const FIELD_OF: Record<string, keyof ChannelFormValues> = {
  bankCode: 'bankCode',
  bankAccount: 'account',
  phoneNumber: 'account',
  fullName: 'fullName',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
};

export type CheckedInput =
  | { ok: true; input: DepositChannelInput }
  | { ok: false; errors: Partial<Record<keyof ChannelFormValues, string>> };

/** Checks the form with the contract's own schema: the server checks the same. */
export function checkChannelForm(v: ChannelFormValues, sortOrder: number): CheckedInput {
  const parsed = depositChannelInput.safeParse(toInputBody(v, sortOrder));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof ChannelFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'account';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A stored channel as the body that replaces it unchanged but for `change` (switching on/off). */
export function storedInput(c: AdminDepositChannel, change: Partial<ChannelFormValues> = {}) {
  return toInputBody({ ...toFormValues(c), ...change }, c.sortOrder);
}

/** The ids with `id` moved `by` places (−1 up, +1 down); the same list when it cannot move. */
export function moved(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const list = [...ids];
  const from = list.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}
