/**
 * The member's language, shared by the member app and the game client (issue 27 item 8): Thai unless the
 * member chose English. Both apps keep the choice under one key, so a game opened from the member app
 * speaks the member's language, and `?lang=` on a game URL says the same thing.
 */
export type Language = 'th' | 'en';

export const LANGUAGES: readonly Language[] = ['th', 'en'];

/** localStorage key of the choice, the same in every app of this origin. */
export const LANGUAGE_STORAGE_KEY = 'chokdee.lang';

/** A stored or asked-for value as a language; undefined when it names none (the caller keeps Thai). */
export const parseLanguage = (value: unknown): Language | undefined =>
  value === 'th' || value === 'en' ? value : undefined;
