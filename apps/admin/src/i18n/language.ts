/** The back office's language: Thai first, English by choice, remembered in this browser. */
export type Lang = 'th' | 'en';

export const LANG_STORAGE_KEY = 'chokdee.admin.lang';

function stored(): Lang {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'th';
  } catch {
    // Storage may be blocked (private mode): Thai, the default.
    return 'th';
  }
}

let current: Lang = typeof window === 'undefined' ? 'th' : stored();
const listeners = new Set<() => void>();

export const getLang = (): Lang => current;

export function subscribeLang(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Switches the whole app; `<html lang>` follows so screen readers and fonts pick the right language. */
export function setLang(lang: Lang) {
  current = lang;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered: the choice lasts for this page only.
  }
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/** At boot: the page is served with lang="th"; an English choice of an earlier visit applies at once. */
export function applyStoredLang() {
  document.documentElement.lang = current;
}
