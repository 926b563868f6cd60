import { describe, expect, it } from 'vitest';
import { TH_WEB, type WebTextKey } from './messages';
import { EN_WEB } from './messages-web-en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const keys = Object.keys(TH_WEB) as WebTextKey[];
/** A text, or each line of a list, as one array to compare. */
const lines = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : [...value]);

describe("the member app's English catalogue", () => {
  it('has exactly the keys of TH_WEB', () => {
    expect(Object.keys(EN_WEB).sort()).toEqual([...keys].sort());
  });

  it('has a list where the Thai has a list, of the same length', () => {
    for (const key of keys) {
      expect(typeof EN_WEB[key], key).toBe(typeof TH_WEB[key]);
      expect(lines(EN_WEB[key]).length, key).toBe(lines(TH_WEB[key]).length);
    }
  });

  it('keeps every placeholder of the Thai text, and adds none', () => {
    for (const key of keys)
      lines(TH_WEB[key]).forEach((thai, i) =>
        expect(placeholders(lines(EN_WEB[key])[i]!), key).toEqual(placeholders(thai)),
      );
  });

  it('is English: no Thai letters, nothing empty', () => {
    for (const key of keys)
      for (const text of lines(EN_WEB[key])) {
        expect(text, key).not.toMatch(/[\u0E00-\u0E7F]/);
        expect(text.trim(), key).not.toBe('');
      }
  });
});
