import type { LiveBetSpot, LiveKind } from '@chokdee/contracts';
import { fill, T, type Catalogue } from '../../i18n';

type SpotWords = Catalogue['spots'];

/** 'total:4' → ['total', '4']; 'combo:1-2' → ['combo', '1', '2']. */
const partsOf = (code: string) => code.split(/[:-]/);

/**
 * A live spot's label in the page's language, from its code (the contracts' `th` is the Thai one, and
 * i18n.test.ts holds the Thai catalogue to it); a code the catalogue does not know keeps the contracts' text.
 */
export function spotLabel(kind: LiveKind, spot: LiveBetSpot, S: SpotWords = T.spots): string {
  const [head, a = '', b = ''] = partsOf(spot.code);
  if (kind === 'fishPrawnCrab') return S.symbols[spot.code] ?? spot.th;
  if (head === 'total' || head === 'single' || head === 'pair' || head === 'triple')
    return fill(S[head], { n: a });
  if (head === 'combo') return fill(S.combo, { a, b });
  return S.names[spot.code] ?? spot.th;
}

/** When a live spot wins, in a few words of the page's language (the rules sheet). */
export function spotRule(kind: LiveKind, spot: LiveBetSpot, S: SpotWords = T.spots): string {
  const [head, a = '', b = ''] = partsOf(spot.code);
  if (kind === 'fishPrawnCrab') {
    const symbol = S.symbols[spot.code];
    return symbol ? fill(S.symbolRule, { symbol }) : spot.rule;
  }
  if (kind === 'hilo') {
    if (head === 'total') return fill(S.totalRule, { n: a });
    if (head === 'single') return fill(S.singleRule, { n: a });
    if (head === 'pair') return fill(S.pairRule, { n: a });
    if (head === 'triple') return fill(S.tripleRule, { n: a });
    if (head === 'combo') return fill(S.comboRule, { a, b });
  }
  return S.rules[kind as keyof typeof S.rules]?.[spot.code] ?? spot.rule;
}
