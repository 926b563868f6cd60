import { findBank } from '@chokdee/contracts';
import type { Lang } from '../i18n';

/** The bank's name in the back office's language, or its code when it is not one we know. */
export function bankName(code: string, lang: Lang) {
  const bank = findBank(code);
  if (!bank) return code;
  return lang === 'th' ? bank.th : bank.en;
}

/**
 * An account number as the bank's passbook groups it ("1234567890" → "123-4-56789-0"); a masked one
 * ("******1234") or one of an unexpected length as it is.
 */
export function formatAccount(code: string, account: string) {
  const bank = findBank(code);
  if (!bank || !/^\d+$/.test(account) || account.length !== bank.accountLength) return account;
  const parts: string[] = [];
  let at = 0;
  for (const size of bank.accountGroups) {
    parts.push(account.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}
