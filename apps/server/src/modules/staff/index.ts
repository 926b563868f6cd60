/** What other modules use of the staff module (issue 26 item 4: modules meet only through their index.ts). */
export { type Acting, audit, type AuditWho } from './audit';
