import {
  type Bank,
  EN,
  EN_WEB,
  findBank,
  messageIn,
  TH,
  TH_WEB_TEXTS,
  type MessageKey,
  type WebTexts,
} from '@chokdee/contracts';
import {
  formatDate as formatDateTh,
  formatDateEn,
  formatDay as formatDayTh,
  formatDayEn,
  readMemberLang,
  writeMemberLang,
  type MemberLang,
} from '@chokdee/web-kit';

/**
 * The member's language, read once when the app loads: every text below is chosen here, so screens may read
 * them at module top level, and a switch reloads the page (docs/decisions/101-member-app-in-english.md).
 * Thai unless the member chose English; the prerendered landing page (no storage at build time) is Thai.
 */
export const LANG: MemberLang = readMemberLang();

/** The member app's own texts in the chosen language (`TH_WEB` or `EN_WEB`). */
export const TEXT: WebTexts = LANG === 'en' ? EN_WEB : TH_WEB_TEXTS;

/** The server's catalogue in the chosen language (`TH` or `EN`): the texts the app shows for it. */
export const MESSAGE: Readonly<Record<MessageKey, string>> = LANG === 'en' ? EN : TH;

/** Dates in Bangkok time: the Buddhist-era year in Thai, the Gregorian year in English. */
export const formatDate = LANG === 'en' ? formatDateEn : formatDateTh;
export const formatDay = LANG === 'en' ? formatDayEn : formatDayTh;

/**
 * A catalogue text from outside the app's own choice (a contracts schema's Thai refusal, a server answer)
 * in the chosen language; a text of no catalogue key stays as it is.
 */
export const inLang = (text: string) => (LANG === 'en' ? messageIn('en', text) : text);

/** `<html lang>` of the chosen language, at boot: screen readers and fonts follow it. */
export function applyLang() {
  document.documentElement.lang = LANG;
}

/** Remembers the new language and reloads, so every text (top-level ones too) is read again. */
export function switchLang(lang: MemberLang) {
  if (lang === LANG) return;
  writeMemberLang(lang);
  window.location.reload();
}

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
