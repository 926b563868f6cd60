/** What other modules use of the auth module (issue 26 item 4: modules meet only through their index.ts). */
export { createLoginGuard } from './login-guard';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
export { findMemberById } from './repo';
export { type SessionStore } from './session-store';
export { defineMoneyQuery, type MemberMoney, NO_MONEY } from './user-info';
