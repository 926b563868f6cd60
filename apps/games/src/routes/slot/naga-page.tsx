import type { HouseOutcome } from '@chokdee/contracts';
import { useRef, useState } from 'react';
// The line shapes as data (a file with no imports): the contracts' index would bring every schema along.
import { NAGA_LINES } from '../../../../../packages/contracts/src/games/naga-lines';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { GameExtras } from '../../components/game-extras';
import { Notice } from '../../components/notice';
import { RulesSheet } from '../../components/rules-sheet';
import { Screen } from '../../components/screen';
import { fill, T } from '../../i18n/th';
import type { HousePlay } from '../../lib/house-store';
import { playSound } from '../../lib/sound';
import { useGameTable } from '../../lib/use-game-table';
import { AutoSpinPanel, useAutoSpin } from './auto-spin';
import type { Reels } from './pixi-reels';
import { useReels } from './use-reels';
import { WinCounter } from './win-counter';

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
const TURBO_KEY = 'house-slot-turbo';

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
  const { info } = table;
  const host = useRef<HTMLDivElement>(null);
  const reels = useReels(host, { game: 'naga', symbols: SYMBOLS, window: IDLE_WINDOW, rows: 3 });
  const [picked, setBet] = useState<number>();
  const bet = picked ?? info?.minStake ?? 0;
  const [label, setLabel] = useState<string>(T.nagaIdle);
  const [feature, setFeature] = useState('');
  const [win, setWin] = useState({ amount: 0, round: 0 });
  const [turbo, setTurbo] = useState(() => localStorage.getItem(TURBO_KEY) === 'on');

  async function spinOnce(): Promise<HousePlay | undefined> {
    const machine = reels.current;
    machine?.start();
    setWin((w) => ({ amount: 0, round: w.round }));
    setFeature('');
    playSound('spin');
    const played = await table.playRound({ game: 'naga', bet }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'naga') return;
      await showSpin(machine, o, turbo);
      if (o.freeSpins.length > 0) {
        setFeature(fill(T.freeSpinsWon, { count: o.freeSpins.length }));
        await new Promise((resolve) => setTimeout(resolve, turbo ? 300 : 1000));
      }
      for (const [i, spin] of o.freeSpins.entries()) {
        setFeature(fill(T.freeSpinOf, { n: i + 1, total: o.freeSpins.length }));
        machine?.start();
        await new Promise((resolve) => setTimeout(resolve, turbo ? 60 : 250));
        await showSpin(machine, spin, true);
        await new Promise((resolve) => setTimeout(resolve, turbo ? 150 : 500));
      }
      const last = o.freeSpins[o.freeSpins.length - 1] ?? o;
      const row = last.window.map((column) => T.nagaSymbols[column[1] ?? ''] ?? '–').join(' | ');
      setLabel(fill(T.nagaWindow, { row, lines: last.lines.length }));
      setWin((w) => ({ amount: round.payout, round: w.round + 1 }));
    });
    if (!played) await machine?.stop(IDLE_WINDOW, true);
    return played;
  }
  const auto = useAutoSpin(spinOnce, table.setNotice);
  const busy = table.busy || auto.running;

  return (
    <Screen title={T.games.naga ?? ''}>
      <section className="table" aria-label={T.reels}>
        <div className="reels" role="img" aria-label={label}>
          <div ref={host} className="reels-canvas" />
        </div>
        <p className="timer">{feature || ' '}</p>
        <WinCounter amount={win.amount} round={win.round} fast={turbo} />
        {info && (
          <ChipBar
            chips={chipsWithin(CHIPS, info.minStake, info.maxStake)}
            value={bet}
            onPick={setBet}
            disabled={auto.running}
          />
        )}
        <div className="row">
          <button
            type="button"
            className="secondary"
            aria-pressed={turbo}
            onClick={() => {
              localStorage.setItem(TURBO_KEY, turbo ? 'off' : 'on');
              setTurbo(!turbo);
            }}
          >
            {T.turbo}
          </button>
          <button
            type="button"
            className="primary spin"
            disabled={!table.ready || busy}
            onClick={() => void spinOnce()}
          >
            {T.spin}
          </button>
        </div>
        <AutoSpinPanel auto={auto} disabled={!table.ready || busy} />
        <Notice notice={table.notice} />
        <RulesSheet game="naga" />
      </section>
      <GameExtras game="naga" />
    </Screen>
  );
}
