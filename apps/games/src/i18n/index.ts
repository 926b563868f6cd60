import { EN } from './en';
import { LANG } from './language';
import { TH, type Catalogue } from './th';

export { LANG, switchLanguage } from './language';
export type { Catalogue } from './th';

/** The words of the language this page load settled on (a switch reloads, so this never changes). */
export const T: Catalogue = LANG === 'en' ? EN : TH;

/** `{name}` placeholders filled with values. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
