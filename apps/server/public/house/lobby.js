// @ts-check
import { byId, el, notify, showBalance, startSession } from './common.js';
import { T } from './texts.js';

/** @typedef {{ game: string, title: string, rtp: { label: string, percent: number }[] }} GameInfo */

try {
  const state = await startSession();
  showBalance(state.balance);
  byId('notice').textContent = '';
  byId('games').replaceChildren(
    ...state.games.map((/** @type {GameInfo} */ g) => {
      const link = /** @type {HTMLAnchorElement} */ (el('a', 'game-card'));
      link.href = `${g.game}.html`;
      // The whole range, not the best bet alone: the tie bet returns far less than the banker bet.
      const rtps = g.rtp.map((r) => r.percent);
      const [low, high] = [Math.min(...rtps), Math.max(...rtps)].map((p) => `${p.toFixed(2)}%`);
      link.append(
        el('strong', '', g.title),
        el('span', 'small', `${T.rtp} ${low === high ? low : `${low} – ${high}`}`),
      );
      const item = el('li');
      item.append(link);
      return item;
    }),
  );
} catch (err) {
  notify(err instanceof Error ? err.message : String(err), 'error');
}
