import type { HouseOutcome } from '@chokdee/contracts';
import { useRef, useState } from 'react';
// The line shapes as data (a file with no imports): the contracts' index would bring every schema along.
import { NAGA_LINES } from '../../../../../packages/contracts/src/games/naga-lines';
import { fill, T } from '../../i18n';
import type { HousePlay } from '../../lib/house-store';
import { playSound } from '../../lib/sound';
import { useGameTable } from '../../lib/use-game-table';
import type { Reels } from './pixi-reels';
import { SlotScreen, useTurbo } from './slot-screen';
import { useReels } from './use-reels';

type NagaOutcome = Extract<HouseOutcome, { game: 'naga' }>;
type NagaSpin = Omit<NagaOutcome, 'game' | 'freeSpins' | 'total'>;

const SYMBOLS = ['naga', 'lotus', 'gold', 'elephant', 'bell', 'drum', 'ace', 'king', 'queen', 'jack', 'ten'];
const IDLE_WINDOW = [
  ['ace', 'gold', 'ten'],
  ['king', 'naga', 'jack'],
  ['queen', 'elephant', 'lotus'],
  ['drum', 'bell', 'ace'],
  ['ten', 'gold', 'king'],
];
const CHIPS = [1, 5, 10, 20, 50, 100, 500, 1000];

/** The cells a winning line pays: its row on each reel, as far as the matching symbols reach. */
const payingLines = (spin: NagaSpin) =>
  spin.lines.map((l) => [...(NAGA_LINES[l.line - 1] ?? [])].slice(0, Math.max(2, l.symbols)));

/** Lands the reels on one spin and draws its winning lines. */
async function showSpin(machine: Reels | undefined, spin: NagaSpin, turbo: boolean) {
  await machine?.stop(spin.window, turbo);
  playSound('reelStop');
  machine?.showLines(payingLines(spin));
}

/** ขุมทรัพย์พญานาค: five reels, three rows, 20 lines, free spins played straight after the paid spin. */
export function NagaPage() {
  const table = useGameTable('naga');
  const host = useRef<HTMLDivElement>(null);
  const reels = useReels(host, { game: 'naga', symbols: SYMBOLS, window: IDLE_WINDOW, rows: 3 });
  const [picked, setBet] = useState<number>();
  const bet = picked ?? table.info?.minStake ?? 0;
  const [label, setLabel] = useState<string>(T.nagaIdle);
  const [feature, setFeature] = useState('');
  const [win, setWin] = useState({ amount: 0, round: 0 });
  const turbo = useTurbo();

  async function spinOnce(): Promise<HousePlay | undefined> {
    const machine = reels.current;
    machine?.start();
    setWin((w) => ({ amount: 0, round: w.round }));
    setFeature('');
    playSound('spin');
    const played = await table.playRound({ game: 'naga', bet }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'naga') return;
      await showSpin(machine, o, turbo.on);
      if (o.freeSpins.length > 0) {
        setFeature(fill(T.freeSpinsWon, { count: o.freeSpins.length }));
        await new Promise((resolve) => setTimeout(resolve, turbo.on ? 300 : 1000));
      }
      for (const [i, spin] of o.freeSpins.entries()) {
        setFeature(fill(T.freeSpinOf, { n: i + 1, total: o.freeSpins.length }));
        machine?.start();
        await new Promise((resolve) => setTimeout(resolve, turbo.on ? 60 : 250));
        await showSpin(machine, spin, true);
        await new Promise((resolve) => setTimeout(resolve, turbo.on ? 150 : 500));
      }
      const last = o.freeSpins[o.freeSpins.length - 1] ?? o;
      const row = last.window.map((column) => T.nagaSymbols[column[1] ?? ''] ?? '–').join(' | ');
      setLabel(fill(T.nagaWindow, { row, lines: last.lines.length }));
      setWin((w) => ({ amount: round.payout, round: w.round + 1 }));
    });
    if (!played) await machine?.stop(IDLE_WINDOW, true);
    return played;
  }
  return (
    <SlotScreen
      game="naga"
      table={table}
      host={host}
      label={label}
      feature={feature}
      win={win}
      chips={CHIPS}
      bet={bet}
      setBet={setBet}
      turbo={turbo}
      spinOnce={spinOnce}
    />
  );
}
