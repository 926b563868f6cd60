import type { GameCategory } from '@chokdee/contracts';
import type { MessageKey } from '../i18n';

/** The game categories by name (the catalogue's codes are the member site's contract, not words). */
export const CATEGORY_LABEL: Record<GameCategory, MessageKey> = {
  LIVECASINO: 'categoryLIVECASINO',
  EGAMES: 'categoryEGAMES',
  POKER: 'categoryPOKER',
  TRADING: 'categoryTRADING',
};
