// @ts-check
import { boot, byId, chipBar, el, notify, playRound } from './common.js';
import { T } from './texts.js';

const AREAS = /** @type {const} */ (['player', 'banker', 'tie', 'playerPair', 'bankerPair']);
/** @typedef {(typeof AREAS)[number]} Area */

/** @param {string} id @param {string[]} cards */
function showCards(id, cards) {
  byId(id).replaceChildren(...cards.map((c) => el('span', /[♥♦]/.test(c) ? 'card red' : 'card', c)));
}

/**
 * @param {{ player: string[], banker: string[], playerTotal: number, bankerTotal: number, winner: 'player' | 'banker' | 'tie' }} hand
 */
function showHand(hand) {
  showCards('player-cards', hand.player);
  showCards('banker-cards', hand.banker);
  byId('player-total').textContent = String(hand.playerTotal);
  byId('banker-total').textContent = String(hand.bankerTotal);
  return T.winner[hand.winner];
}

boot('baccarat', (_state, info) => {
  let chip = info.minStake;
  /** @type {Partial<Record<Area, number>>} */
  let bets = {};
  const chips = [10, 50, 100, 500, 1000, 5000].filter((c) => c >= info.minStake && c <= info.maxStake);
  chipBar(byId('chips'), chips, (value) => (chip = value));

  const areaBox = byId('areas');
  /** @type {Map<Area, HTMLButtonElement>} */
  const buttons = new Map();
  for (const area of AREAS) {
    const button = /** @type {HTMLButtonElement} */ (el('button', `area a-${area}`));
    button.type = 'button';
    button.addEventListener('click', () => {
      // Adding a chip never goes past the table limit for that spot.
      bets[area] = Math.min((bets[area] ?? 0) + chip, info.maxStake);
      render();
    });
    buttons.set(area, button);
    areaBox.append(button);
  }
  function render() {
    for (const [area, button] of buttons) {
      const stake = bets[area];
      button.replaceChildren(
        el('span', '', T.betAreas[area]),
        el('strong', '', stake ? stake.toLocaleString('en-US') : ''),
      );
    }
  }
  render();

  byId('clear').addEventListener('click', () => {
    bets = {};
    render();
  });
  const play = /** @type {HTMLButtonElement} */ (byId('play'));
  play.disabled = false;
  byId('notice').textContent = '';
  play.addEventListener('click', async () => {
    if (Object.keys(bets).length === 0) return notify(T.noBets, 'error');
    const round = await playRound({ game: 'baccarat', bets }, play);
    if (!round) return;
    const winner = showHand(round.outcome);
    const notice = byId('notice');
    notice.textContent = `${winner} · ${notice.textContent}`;
  });
});
