import { describe, expect, it } from 'vitest';
import { prefersEnglish } from './message-language';

describe('prefersEnglish', () => {
  it('is English when an English tag ranks above every Thai one', () => {
    for (const header of ['en', 'en-US', 'EN-gb', 'en-US,en;q=0.9,th;q=0.8', 'th;q=0.5, en', 'fr, en;q=0.3'])
      expect(prefersEnglish(header), header).toBe(true);
  });

  it('is Thai otherwise: no header, Thai first, a tie, neither language, English refused', () => {
    for (const header of [
      undefined,
      '',
      'th',
      'th-TH,en;q=0.9',
      'en;q=0.5,th;q=0.5',
      'fr-FR',
      '*',
      'en;q=0',
      'eng',
    ])
      expect(prefersEnglish(header), header).toBe(false);
  });
});
