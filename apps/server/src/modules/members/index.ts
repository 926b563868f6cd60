/** What other modules use of the members module (issue 26 item 4: modules meet only through their index.ts). */
export { type LoginOutcome, recordLogin } from './login-history';
export { memberPhoneOf } from './repo';
