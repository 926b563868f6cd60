import { LANGUAGE_STORAGE_KEY, parseLanguage, type Language } from '@chokdee/contracts';

/**
 * The client's language, settled once per page load before any text is read (a switch reloads the page):
 * `?lang=` on the URL (the member app opening a game says it there) wins and is remembered, then the
 * choice kept under the key the member app shares, then Thai.
 */
function settle(): Language {
  const url = new URL(location.href);
  const asked = parseLanguage(url.searchParams.get('lang'));
  if (url.searchParams.has('lang')) {
    // Dropped from the address so a later switch (a reload) is not overruled by it.
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  if (asked) remember(asked);
  return asked ?? stored() ?? 'th';
}

function stored(): Language | undefined {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage may be blocked (private mode, a sandboxed frame): Thai unless the URL said otherwise.
    return undefined;
  }
}

function remember(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered: the choice lasts for this page only.
  }
}

export const LANG: Language = typeof window === 'undefined' ? 'th' : settle();

if (typeof document !== 'undefined') document.documentElement.lang = LANG;

/** The switch: remembered, then the page reloads in the new language (every text is read at load). */
export function switchLanguage(lang: Language) {
  if (lang === LANG) return;
  remember(lang);
  location.reload();
}
