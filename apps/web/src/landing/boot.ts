import { memberHref, paths } from '../config/paths';
import { saveShareToken, STORAGE_KEYS } from '../lib/storage-keys';
import { fillVisitorData } from './fill-visitor-data';

// The landing page's only script. The referral link of SPEC §9 points here (/?shareToken=…), so the
// token is kept for signup; a member who is still signed in goes straight to the member home (SPEC §4).
saveShareToken(new URLSearchParams(window.location.search).get('shareToken'));
let signedIn = false;
try {
  signedIn = localStorage.getItem(STORAGE_KEYS.token) !== null;
} catch {
  // Storage disabled: stay on the landing page.
}
if (signedIn) window.location.replace(memberHref(paths.home.getHref()));
else void fillVisitorData(document, window.__CHOKDEE__ ?? {});
