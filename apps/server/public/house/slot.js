// @ts-check
import { boot, byId, chipBar, el, fill, playRound } from './common.js';
import { T } from './texts.js';

/** @param {string | undefined} symbol */
const symbolName = (symbol) => T.symbols[/** @type {keyof typeof T.symbols} */ (symbol)] ?? '–';

/** @param {string} symbol */
const tile = (symbol) => el('span', `tile s-${symbol}`, symbolName(symbol));

/**
 * The reels are one image to assistive technology, named by what the pay line shows.
 * @param {string[][]} windowRows per reel, top to bottom
 * @param {boolean} [idle] blank reels before the first spin
 */
function showReels(windowRows, idle = false) {
  const reels = byId('reels');
  const line = windowRows.map((column) => symbolName(column[1]));
  reels.setAttribute('aria-label', idle ? T.reelsIdle : fill(T.payline, { line: line.join(' | ') }));
  reels.replaceChildren(
    ...windowRows.map((column) => {
      const reel = el('div', 'reel');
      column.forEach((symbol, row) => {
        const t = tile(symbol);
        if (row === 1) t.classList.add('line');
        reel.append(t);
      });
      return reel;
    }),
  );
}

boot('slot', (_state, info) => {
  showReels(
    [0, 1, 2].map(() => ['blank', 'blank', 'blank']),
    true,
  );
  let bet = info.minStake;
  const chips = [1, 5, 10, 50, 100, 500, 1000].filter((c) => c >= info.minStake && c <= info.maxStake);
  chipBar(byId('chips'), chips, (value) => (bet = value));
  const button = /** @type {HTMLButtonElement} */ (byId('play'));
  button.disabled = false;
  byId('notice').textContent = '';
  button.addEventListener('click', async () => {
    const round = await playRound({ game: 'slot', bet }, button);
    if (round) showReels(round.outcome.window);
  });
});
