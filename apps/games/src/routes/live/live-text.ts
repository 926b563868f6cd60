import type { LiveKind } from '@chokdee/contracts';
import { fill, T } from '../../i18n';

/** The live tables' texts, in the page's language (the catalogue's `live` part). */
export const LT = T.live;

/**
 * A table's name in the page's words: the built-in tables' names are Thai ("บาคาร่า โต๊ะ 1",
 * house/live/tables.ts) and read "Baccarat Table 1" in English; any other name is shown as it is.
 */
export function tableName({ kind, name }: { kind: LiveKind; name: string }) {
  const n = / โต๊ะ (\d+)$/.exec(name)?.[1];
  return n ? fill(LT.tableName, { kind: LT.kinds[kind], n }) : name;
}
