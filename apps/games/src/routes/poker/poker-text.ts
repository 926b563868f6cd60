import { T } from '../../i18n';

/** The two poker pages' texts, in the page's language (the catalogue's `poker` part). */
export const PT = T.poker;

export const handText = (hand: string | null | undefined) => (hand ? (PT.hands[hand] ?? hand) : '');
