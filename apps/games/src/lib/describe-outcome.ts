import type { HouseOutcome } from '@chokdee/contracts';
import { fill, T } from '../i18n';
import { money } from './money';

const symbol = (id: string) => T.symbols[id] ?? id;

/** What a round's draw was, in words (the history and the replay of the verification). */
export function describeOutcome(o: HouseOutcome): string {
  // Games added to the contracts later fall through to a neutral line rather than breaking the page.
  const outcome = o as { game: string } & Record<string, unknown>;
  if (o.game === 'slot')
    return fill(T.slotMultiplier, { line: o.line.map(symbol).join(' | '), n: o.multiplier });
  if (o.game === 'naga') {
    const lines = o.lines.length + o.freeSpins.reduce((n, spin) => n + spin.lines.length, 0);
    return fill(T.nagaSummary, { lines, free: o.freeSpins.length, total: o.total });
  }
  if (o.game === 'baccarat') {
    return `${T.player} ${o.player.join(' ')} (${o.playerTotal}) · ${T.banker} ${o.banker.join(' ')} (${o.bankerTotal}) → ${T.winner[o.winner]}`;
  }
  if (o.game === 'trading') {
    return `${money(o.prices[0] ?? 0)} → ${money(o.prices[o.prices.length - 1] ?? 0)} · ${T.moves[o.move]}`;
  }
  return T.games[outcome.game] ?? outcome.game;
}
