// @ts-check
/* global document, location, history -- browser page scripts; the repo lint config knows Node globals only */
import { T } from './texts.js';
// The header's "กลับหน้าหลัก": it reads the launch fragment before startSession clears it.
import './way-back.js';

/**
 * What every house page shares: the session (a launch token in the URL fragment is traded for a house
 * session token kept for this tab), calls to the house API, and the balance, odds and seeds panels.
 */
const TOKEN_KEY = 'house-session';

/** @param {number} n */
export const money = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** @param {string} text @param {Record<string, string | number>} values */
export const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ''));

/** @param {string} id */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el;
}

/** @param {string} tag @param {string} [className] @param {string} [text] */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * @param {string} path
 * @param {{ method?: string, body?: unknown }} [options]
 * @returns {Promise<any>}
 */
export async function api(path, options = {}) {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const headers = /** @type {Record<string, string>} */ ({ 'accept-language': 'th' });
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/house/api/${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = await res.json().catch(() => ({ success: 0, message: T.sessionExpired }));
  if (res.status === 401) sessionStorage.removeItem(TOKEN_KEY);
  if (answer.success !== 1) throw new Error(answer.message ?? T.sessionExpired);
  return answer.data;
}

/** The player's state; trades a launch token from the URL first when there is one. */
export async function startSession() {
  const launch = new URLSearchParams(location.hash.slice(1)).get('t');
  if (launch) {
    history.replaceState(null, '', location.pathname);
    const data = await api('session', { body: { launchToken: launch } });
    sessionStorage.setItem(TOKEN_KEY, data.sessionToken);
    return data;
  }
  if (!sessionStorage.getItem(TOKEN_KEY)) throw new Error(T.sessionExpired);
  return api('state');
}

/** @param {string} text @param {'info' | 'win' | 'error'} [kind] */
export function notify(text, kind = 'info') {
  const box = byId('notice');
  box.textContent = text;
  box.className = `notice ${kind}`;
}

/** @param {number} balance */
export function showBalance(balance) {
  byId('balance').textContent = `${T.balance} ${money(balance)} ${T.baht}`;
}

/** @param {{ serverSeedHash: string, clientSeed: string, nonce: number }} fairness */
export function showFairness(fairness) {
  const box = byId('fairness');
  box.replaceChildren(el('h2', '', T.fairTitle));
  const list = el('dl', 'seeds');
  for (const [label, value] of [
    [T.serverSeedHash, fairness.serverSeedHash],
    [T.clientSeed, fairness.clientSeed],
    [T.nonce, String(fairness.nonce)],
  ]) {
    list.append(el('dt', '', label), el('dd', 'mono', value));
  }
  const link = /** @type {HTMLAnchorElement} */ (el('a', 'link', T.verifyLink));
  link.href = 'verify.html';
  box.append(list, link);
}

/**
 * The honest odds and the rules, as the server states them.
 * @param {{ rtp: { label: string, percent: number }[], rules: string[], minStake: number, maxStake: number }} info
 */
export function showOdds(info) {
  const rtp = el('ul', 'rtp');
  for (const line of info.rtp) rtp.append(el('li', '', `${line.label}: ${line.percent.toFixed(2)}%`));
  const rules = el('ul', 'rules');
  for (const line of info.rules) rules.append(el('li', '', line));
  const limits = { min: info.minStake.toLocaleString('en-US'), max: info.maxStake.toLocaleString('en-US') };
  byId('odds').replaceChildren(
    el('h2', '', T.rtpTitle),
    rtp,
    el('p', 'small', T.rtpNote),
    el('h2', '', T.paytable),
    rules,
    el('p', 'small', fill(T.limits, limits)),
  );
}

/**
 * Chip buttons for the stakes a game allows; calls `onPick` with the chosen stake.
 * @param {HTMLElement} box @param {number[]} chips @param {(stake: number) => void} onPick
 */
export function chipBar(box, chips, onPick) {
  box.replaceChildren();
  box.setAttribute('aria-label', T.chooseStake);
  for (const value of chips) {
    const button = /** @type {HTMLButtonElement} */ (el('button', 'chip', value.toLocaleString('en-US')));
    button.type = 'button';
    button.addEventListener('click', () => {
      for (const other of box.querySelectorAll('.chip')) other.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-pressed', 'true');
      onPick(value);
    });
    box.append(button);
  }
  /** @type {HTMLButtonElement | null} */ (box.querySelector('.chip'))?.click();
}

/**
 * Loads the page's game: state, panels, then hands over to the game script. A missing or expired
 * session shows the way back to the site instead of a broken page.
 * @param {'slot' | 'baccarat' | 'trading'} game
 * @param {(state: any, info: any) => void} start
 */
export async function boot(game, start) {
  try {
    const state = await startSession();
    const info = state.games.find((/** @type {{ game: string }} */ g) => g.game === game);
    showBalance(state.balance);
    showOdds(info);
    showFairness(state.fairness);
    start(state, info);
  } catch (err) {
    notify(err instanceof Error ? err.message : T.sessionExpired, 'error');
  }
}

/**
 * What a finished round says to the player, plainly. A payout below the stake is shown as the loss it is,
 * never celebrated as a win.
 * @param {{ status: string, stake: number, payout: number }} round
 * @returns {{ text: string, kind: 'info' | 'win' }}
 */
export function resultText({ status, stake, payout }) {
  if (status === 'placed') return { text: T.pendingWin, kind: 'info' };
  const amounts = {
    amount: money(payout),
    stake: money(stake),
    profit: money(payout - stake),
    loss: money(stake - payout),
  };
  if (payout > stake) return { text: fill(T.win, amounts), kind: 'win' };
  if (payout === stake) return { text: fill(T.push, amounts), kind: 'info' };
  return { text: fill(payout === 0 ? T.lose : T.partial, amounts), kind: 'info' };
}

/**
 * Plays one round and updates the shared panels; the game script draws the outcome.
 * @param {unknown} body @param {HTMLButtonElement} button
 */
export async function playRound(body, button) {
  button.disabled = true;
  try {
    const data = await api('rounds', { body });
    showBalance(data.balance);
    showFairness(data.fairness);
    const { text, kind } = resultText(data.round);
    notify(text, kind);
    return data.round;
  } catch (err) {
    notify(err instanceof Error ? err.message : T.sessionExpired, 'error');
    return undefined;
  } finally {
    button.disabled = false;
  }
}
