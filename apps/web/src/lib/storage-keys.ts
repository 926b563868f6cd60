/** localStorage keys shared by the landing page script and the member app. */
export const STORAGE_KEYS = {
  token: 'chokdee.token',
  user: 'chokdee.user',
  shareToken: 'chokdee.shareToken',
  remember: 'chokdee.remember',
  prefix: 'chokdee.prefix',
  /** Set at sign-in, removed when the member closes the home's last-login notice. */
  lastLoginNotice: 'chokdee.lastLoginNotice',
} as const;

/** Affiliate keys are short codes; anything else in the URL is ignored rather than sent at signup. */
const SHARE_TOKEN = /^[\w-]{1,100}$/;

/** Keeps the referrer's share token from the URL for the signup form (SPEC §4). */
export function saveShareToken(value: string | null | undefined) {
  if (!value || !SHARE_TOKEN.test(value)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.shareToken, value);
  } catch {
    // Storage disabled (private mode): the member can still sign up, just without a referrer.
  }
}
