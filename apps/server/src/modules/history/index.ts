/** What other modules use of the history module (issue 26 item 4: modules meet only through their index.ts). */
export { fromTransfer, HISTORY_SIZE, PLAY_KINDS } from './service';
