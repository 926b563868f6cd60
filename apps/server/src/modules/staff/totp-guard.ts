/**
 * Wrong TOTP codes per staff account, across tickets (docs/ABUSE.md 16.6). Whoever reaches the code step
 * holds the account's password; a code is one of a million (three with the clock drift allowed), so the
 * tries are few: 3 at once (typos), then one per delay that doubles from 30 s, and the 10th wrong code in a
 * row locks the account until the owner lifts it. A good code gives the count back.
 */
export const TOTP_FREE_TRIES = 3;
export const TOTP_FIRST_DELAY_SEC = 30;
export const TOTP_LOCK_AT = 10;
