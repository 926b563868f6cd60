import { memberHref, paths } from '../config/paths';
import { saveShareToken, STORAGE_KEYS } from '../lib/storage-keys';

// The landing page's only script. The referral link of SPEC §9 points here (/?shareToken=…), so the
// token is kept for signup; a member who is still signed in goes straight to the member home (SPEC §4).
saveShareToken(new URLSearchParams(window.location.search).get('shareToken'));
try {
  if (localStorage.getItem(STORAGE_KEYS.token)) window.location.replace(memberHref(paths.home.getHref()));
} catch {
  // Storage disabled: stay on the landing page.
}
