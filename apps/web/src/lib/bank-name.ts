import { findBank, type Bank } from '@chokdee/contracts';
import { LANG } from './text';

/** A bank's name in the chosen language ("ธนาคารกสิกรไทย" / "Kasikornbank"). */
export const bankName = (bank: Pick<Bank, 'th' | 'en'>) => (LANG === 'en' ? bank.en : bank.th);

/**
 * The name of the bank of `code` in the chosen language. `given` is the server's (Thai) name, shown in Thai
 * as it came; without it, or for a code none of the known ones, the code.
 */
export function bankNameOf(code: string, given?: string) {
  const bank = findBank(code);
  if (given && (LANG === 'th' || !bank)) return given;
  return bank ? bankName(bank) : code;
}
