/**
 * The English catalogues, a chunk of their own: loaded (lib/text.ts) only for a member who chose English, so a
 * Thai member's first load does not carry them.
 */
export { EN, EN_WEB, messageIn } from '@chokdee/contracts';
