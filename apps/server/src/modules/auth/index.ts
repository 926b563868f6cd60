/** What other modules use of the auth module (issue 26 item 4: modules meet only through their index.ts). */
export { findMemberById } from './repo';
export { type SessionStore } from './session-store';
