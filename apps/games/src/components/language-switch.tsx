import { LANGUAGES } from '@chokdee/contracts';
import { LANG, switchLanguage, T } from '../i18n';

/** Each language named in itself, for the tooltip: a member who cannot read the page can still find theirs. */
const NATIVE_NAMES = { th: 'ภาษาไทย', en: 'English' } as const;

/**
 * TH | EN in every page's header: the pressed one is the page's language; the other remembers the choice
 * (shared with the member app) and reloads the page in it.
 */
export function LanguageSwitch() {
  return (
    <div className="lang-switch" role="group" aria-label={T.language}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={lang === LANG}
          title={NATIVE_NAMES[lang]}
          onClick={() => switchLanguage(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
