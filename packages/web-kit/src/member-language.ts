/**
 * The language a member chose, shared by the member app (apps/web) and the game pages (apps/games): Thai by
 * default, English by the switch, one localStorage key so a choice made in one is read by the other
 * (docs/decisions/101-member-app-in-english.md). The back office keeps its own choice.
 */
export type MemberLang = 'th' | 'en';

export const MEMBER_LANG_STORAGE_KEY = 'chokdee.lang';

/** The stored choice; Thai when none, an unknown value, or storage blocked (private mode). */
export function readMemberLang(): MemberLang {
  try {
    return globalThis.localStorage?.getItem(MEMBER_LANG_STORAGE_KEY) === 'en' ? 'en' : 'th';
  } catch {
    return 'th';
  }
}

/** Remembers the choice; false when storage is blocked (the choice then lasts for this page only). */
export function writeMemberLang(lang: MemberLang): boolean {
  try {
    globalThis.localStorage.setItem(MEMBER_LANG_STORAGE_KEY, lang);
    return true;
  } catch {
    return false;
  }
}
