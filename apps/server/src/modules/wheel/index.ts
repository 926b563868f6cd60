/** What other modules use of the wheel module (issue 26 item 4: modules meet only through their index.ts). */
export { earnTickets, earnTicketsMany } from './earn-tickets';
