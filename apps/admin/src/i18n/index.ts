import { useSyncExternalStore } from 'react';
import { en } from './en';
import { getLang, setLang, subscribeLang, type Lang } from './language';
import { th, type Catalogue } from './th';

export { applyStoredLang, getLang, setLang, type Lang } from './language';
export type { Catalogue, MessageKey } from './th';

export const catalogues: Record<Lang, Catalogue> = { th, en };

/** The words of the current language, for code outside React (popups). */
export const text = (): Catalogue => catalogues[getLang()];

/** The current language and its words; every screen re-renders when the language changes. */
export function useI18n() {
  const lang = useSyncExternalStore(subscribeLang, getLang, () => 'th' as const);
  return { lang, t: catalogues[lang], setLang };
}
