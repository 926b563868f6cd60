import { LANG, switchLang, TEXT } from '../lib/text';

/**
 * "TH | EN" in the header of every screen (docs/decisions/101-member-app-in-english.md). Each button is named
 * in its own language after its visible letters, so a member who reads only one of them finds it; the
 * choice is remembered and the page reloads in it.
 */
const CHOICES = [
  { lang: 'th', short: 'TH', name: 'TH ภาษาไทย' },
  { lang: 'en', short: 'EN', name: 'EN English' },
] as const;

export function LanguageSwitch() {
  return (
    <div className="lang-switch" role="group" aria-label={TEXT.languageSwitch}>
      {CHOICES.map((choice) => (
        <button
          key={choice.lang}
          type="button"
          className="lang-switch__btn"
          lang={choice.lang}
          aria-label={choice.name}
          aria-pressed={LANG === choice.lang}
          onClick={() => switchLang(choice.lang)}
        >
          {choice.short}
        </button>
      ))}
    </div>
  );
}
