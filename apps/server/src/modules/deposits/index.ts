/** What other modules use of the deposits module (issue 26 item 4: modules meet only through their index.ts). */
export { isSiteAccount } from './channel-repo';
export { type CreditVia } from './statement-repo';
