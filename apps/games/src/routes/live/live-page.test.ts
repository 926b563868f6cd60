import type { LiveResult } from '@chokdee/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecentResults } from './live-page';

const dice = (kind: 'hilo' | 'fishPrawnCrab', faces: number[]): LiveResult => ({
  kind,
  dice: faces,
  total: faces.reduce((a, b) => a + b, 0),
});
const render = (results: LiveResult[]) => renderToStaticMarkup(createElement(RecentResults, { results }));

describe("the table list's recent results", () => {
  it('shows fish-prawn-crab as its symbols, never as dice totals (issue 24 item 5)', () => {
    const html = render([dice('fishPrawnCrab', [1, 2, 2]), dice('fishPrawnCrab', [6, 4, 3])]);
    // It showed "5" and "13": two beads of three drawn symbols now, and no number.
    expect(html.match(/class="bead-fpc"/g)).toHaveLength(2);
    expect(html.match(/<g transform/g)).toHaveLength(6);
    expect(html).not.toMatch(/>\d+</);
  });

  it('keeps the totals for Hi-Lo, where they are the game', () => {
    expect(render([dice('hilo', [6, 4, 3])])).toContain('>13</span>');
  });
});
