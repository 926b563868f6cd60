// @ts-check
/* global document, location -- browser page scripts; the repo lint config knows Node globals only */

/**
 * "กลับหน้าหลัก" in every house page's header: back to the member app page the game was launched from
 * (e.g. /user/slot). The launch URL carries it in its fragment (`r=`, next to the launch token) and this tab
 * keeps it, so the lobby and the verification page lead back to the same list. Only a page of the member
 * app is followed (the launch contract's MEMBER_PAGE rule, checked again here): a crafted link cannot send
 * the player to another site. Imported by common.js, so it runs before the page reads (and clears) the
 * fragment.
 */
const KEY = 'house-way-back';
const MEMBER_PAGE = /^\/user(?:\/[A-Za-z0-9_-]+)*\/?$/;
/** Without a launch (a bookmarked page): the member app's game lists. */
const FALLBACK = '/user/game';

const carried = new URLSearchParams(location.hash.slice(1)).get('r');
if (carried && MEMBER_PAGE.test(carried)) sessionStorage.setItem(KEY, carried);
const kept = sessionStorage.getItem(KEY);
const target = kept && MEMBER_PAGE.test(kept) ? kept : FALLBACK;

for (const link of document.querySelectorAll('a[data-way-back]')) {
  /** @type {HTMLAnchorElement} */ (link).href = target;
  // The game page is left, not stacked: the browser's Back from the list goes where the member was before.
  link.addEventListener('click', (event) => {
    const click = /** @type {MouseEvent} */ (event);
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    event.preventDefault();
    location.replace(target);
  });
}
