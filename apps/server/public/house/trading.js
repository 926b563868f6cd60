// @ts-check
/* global document -- browser page script */
import { boot, byId, chipBar, money, playRound } from './common.js';
import { T } from './texts.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 150;

/** Draws the price path, the start price as a dashed line. @param {number[]} prices */
function drawChart(prices) {
  const chart = byId('chart');
  const low = Math.min(...prices) - 0.5;
  const high = Math.max(...prices) + 0.5;
  const x = (/** @type {number} */ i) => (i / (prices.length - 1)) * WIDTH;
  const y = (/** @type {number} */ p) => HEIGHT - ((p - low) / (high - low)) * HEIGHT;
  const start = document.createElementNS(SVG, 'line');
  start.setAttribute('class', 'start');
  start.setAttribute('x1', '0');
  start.setAttribute('x2', String(WIDTH));
  start.setAttribute('y1', String(y(prices[0] ?? 0)));
  start.setAttribute('y2', String(y(prices[0] ?? 0)));
  const path = document.createElementNS(SVG, 'polyline');
  path.setAttribute('class', 'path');
  path.setAttribute('points', prices.map((p, i) => `${x(i).toFixed(1)},${y(p).toFixed(1)}`).join(' '));
  chart.replaceChildren(start, path);
}

boot('trading', (_state, info) => {
  let stake = info.minStake;
  const chips = [10, 50, 100, 500, 1000, 5000].filter((c) => c >= info.minStake && c <= info.maxStake);
  chipBar(byId('chips'), chips, (value) => (stake = value));
  drawChart([1000, 1000]);
  byId('prices').textContent = `${T.startPrice} ${money(1000)}`;
  byId('notice').textContent = '';
  for (const call of /** @type {const} */ (['up', 'down'])) {
    const button = /** @type {HTMLButtonElement} */ (byId(call));
    button.disabled = false;
    button.addEventListener('click', async () => {
      const round = await playRound({ game: 'trading', call, stake }, button);
      if (!round) return;
      const { prices, move } = round.outcome;
      drawChart(prices);
      byId('prices').textContent =
        `${T.startPrice} ${money(prices[0])} → ${T.finalPrice} ${money(prices[prices.length - 1])} · ${T.moves[/** @type {'up' | 'down' | 'flat'} */ (move)]}`;
    });
  }
});
