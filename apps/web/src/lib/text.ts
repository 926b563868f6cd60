import { TH, TH_WEB, type MessageKey, type WebTexts } from '@chokdee/contracts';
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

/** English only when chosen: its catalogues wait for their chunk before any screen module reads a text. */
const english = LANG === 'en' ? await import('./text-en') : undefined;

/** The member app's own texts in the chosen language (`TH_WEB` or `EN_WEB`). */
export const TEXT: WebTexts = english?.EN_WEB ?? TH_WEB;

/** The server's catalogue in the chosen language (`TH` or `EN`): the texts the app shows for it. */
export const MESSAGE: Readonly<Record<MessageKey, string>> = english?.EN ?? TH;

/** Dates in Bangkok time: the Buddhist-era year in Thai, the Gregorian year in English. */
export const formatDate = LANG === 'en' ? formatDateEn : formatDateTh;
export const formatDay = LANG === 'en' ? formatDayEn : formatDayTh;

/**
 * A catalogue text from outside the app's own choice (a contracts schema's Thai refusal, a server answer)
 * in the chosen language; a text of no catalogue key stays as it is.
 */
export const inLang = (text: string) => (english ? english.messageIn('en', text) : text);

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
