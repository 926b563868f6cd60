// @ts-check
import { api, byId, el, fill, money, notify, showBalance, startSession } from './common.js';
import { T } from './texts.js';

/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (byId(id));

// Bangkok time in Thai format, as the member app writes it: Buddhist-era year, 24-hour clock.
const datePart = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timePart = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "25 พฤศจิกายน 2569 13:05 น." @param {string} iso */
const dateText = (iso) => `${datePart.format(new Date(iso))} ${timePart.format(new Date(iso))} น.`;

/** What the replayed outcome was, in words. @param {any} o */
function describe(o) {
  if (o.game === 'slot') {
    const line = o.line.map((/** @type {keyof typeof T.symbols} */ s) => T.symbols[s]).join(' | ');
    return `${line} → ${o.multiplier} เท่า`;
  }
  if (o.game === 'baccarat') {
    return `${T.player} ${o.player.join(' ')} (${o.playerTotal}) · ${T.banker} ${o.banker.join(' ')} (${o.bankerTotal}) → ${T.winner[/** @type {'player' | 'banker' | 'tie'} */ (o.winner)]}`;
  }
  return `${money(o.prices[0])} → ${money(o.prices[o.prices.length - 1])} · ${T.moves[/** @type {'up' | 'down' | 'flat'} */ (o.move)]}`;
}

/** The browser's own SHA-256 of the seed, when it can compute one (secure pages only). @param {string} text */
async function browserSha256(text) {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function verify() {
  const body = {
    game: /** @type {HTMLSelectElement} */ (byId('v-game')).value,
    serverSeed: input('v-server-seed').value.trim(),
    serverSeedHash: input('v-hash').value.trim(),
    clientSeed: input('v-client-seed').value,
    nonce: Number(input('v-nonce').value),
  };
  const verdict = byId('verdict');
  try {
    const data = await api('verify', { body });
    const lines = [el('p', data.hashMatches ? 'ok' : 'bad', data.hashMatches ? T.hashOk : T.hashBad)];
    const own = await browserSha256(body.serverSeed);
    if (own) lines.push(el('p', 'small mono', fill(T.browserHash, { hash: own })));
    if (data.outcome) lines.push(el('p', '', describe(data.outcome)));
    verdict.replaceChildren(...lines);
  } catch (err) {
    verdict.replaceChildren(el('p', 'bad', err instanceof Error ? err.message : String(err)));
  }
}

/** @param {any} round */
function fillForm(round) {
  /** @type {HTMLSelectElement} */ (byId('v-game')).value = round.game;
  input('v-server-seed').value = round.serverSeed;
  input('v-hash').value = round.serverSeedHash;
  input('v-client-seed').value = round.clientSeed;
  input('v-nonce').value = String(round.nonce);
  void verify();
}

async function showHistory() {
  const rounds = await api('rounds');
  const list = byId('rounds');
  if (rounds.length === 0) return list.replaceChildren(el('li', 'small', T.noHistory));
  list.replaceChildren(
    ...rounds.map((/** @type {any} */ r) => {
      const item = el('li', 'round');
      const when = dateText(r.createdAt);
      const title = `${T.games[/** @type {'slot' | 'baccarat' | 'trading'} */ (r.game)]} · ${T.round} ${r.nonce}`;
      const amounts = `${T.stake} ${money(r.stake)} → ${money(r.payout)} ${T.baht} · ${T.status[/** @type {keyof typeof T.status} */ (r.status)]}`;
      item.append(el('strong', '', title), el('span', 'small', `${when} · ${amounts}`));
      if (r.serverSeed) {
        const check = /** @type {HTMLButtonElement} */ (el('button', 'secondary', T.check));
        check.type = 'button';
        check.addEventListener('click', () => fillForm(r));
        item.append(check);
      } else {
        item.append(el('span', 'small', T.seedHidden));
      }
      return item;
    }),
  );
}

byId('verify-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void verify();
});

try {
  const state = await startSession();
  showBalance(state.balance);
  byId('history').hidden = false;
  byId('rotate').hidden = false;
  byId('rotate-help').textContent = T.rotateHelp;
  input('v-client-seed').value = state.fairness.clientSeed;
  byId('rotate-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const clientSeed = input('new-client-seed').value;
    try {
      const data = await api('seeds', { body: clientSeed ? { clientSeed } : {} });
      byId('revealed').textContent = fill(T.revealed, {
        seed: data.revealed.serverSeed,
        rounds: data.revealed.rounds,
      });
      await showHistory();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), 'error');
    }
  });
  await showHistory();
} catch {
  // Without a session the page still verifies any revealed round typed in by hand.
}
