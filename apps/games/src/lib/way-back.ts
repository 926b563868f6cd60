/**
 * "กลับหน้าหลัก" in every house page's header: back to the member app page the game was launched from
 * (e.g. /user/slot). The launch URL carries it in its fragment (`r=`, next to the launch token) and this tab
 * keeps it, so the lobby and the verification page lead back to the same list. Only a page of the member
 * app is followed (the launch contract's MEMBER_PAGE rule, checked again here): a crafted link cannot send
 * the player to another site. `readWayBack` runs in main.tsx before the session start clears the fragment.
 */
const KEY = 'house-way-back';
const MEMBER_PAGE = /^\/user(?:\/[A-Za-z0-9_-]+)*\/?$/;
/** Without a launch (a bookmarked page): the member app's game lists. */
const FALLBACK = '/user/game';

let target = FALLBACK;

export function readWayBack(hash: string) {
  const carried = new URLSearchParams(hash.slice(1)).get('r');
  if (carried && MEMBER_PAGE.test(carried)) sessionStorage.setItem(KEY, carried);
  const kept = sessionStorage.getItem(KEY);
  target = kept && MEMBER_PAGE.test(kept) ? kept : FALLBACK;
}

export const wayBackTarget = () => target;
