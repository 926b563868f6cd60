import { useRef, useState } from 'react';
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
import { useReels } from './use-reels';
import { WinCounter } from './win-counter';

const SYMBOLS = ['seven', 'elephant', 'crown', 'lotus', 'durian', 'mango', 'mangosteen'] as const;
const IDLE_WINDOW = [
  ['lotus', 'crown', 'durian'],
  ['mango', 'elephant', 'mangosteen'],
  ['durian', 'seven', 'lotus'],
];
const CHIPS = [1, 5, 10, 50, 100, 500, 1000];
/** The one pay line: the middle row of the three reels. */
const PAY_LINE = [1, 1, 1];
const TURBO_KEY = 'house-slot-turbo';

const symbolName = (id: string | undefined) => (id && T.symbols[id]) || '–';

/** สล็อตช้างทอง: three reels, one pay line, drawn with PixiJS; auto-spin and turbo. */
export function SlotPage() {
  const table = useGameTable('slot');
  const { info } = table;
  const host = useRef<HTMLDivElement>(null);
  const reels = useReels(host, { game: 'slot', symbols: SYMBOLS, window: IDLE_WINDOW, rows: 3 });
  const [picked, setBet] = useState<number>();
  const bet = picked ?? info?.minStake ?? 0;
  const [label, setLabel] = useState<string>(T.reelsIdle);
  const [win, setWin] = useState({ amount: 0, round: 0 });
  const [turbo, setTurbo] = useState(() => localStorage.getItem(TURBO_KEY) === 'on');

  async function spinOnce(): Promise<HousePlay | undefined> {
    const machine = reels.current;
    machine?.start();
    setWin((w) => ({ amount: 0, round: w.round }));
    playSound('spin');
    const played = await table.playRound({ game: 'slot', bet }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'slot') return;
      await machine?.stop(o.window, turbo);
      playSound('reelStop');
      machine?.showLines(o.multiplier > 0 ? [PAY_LINE] : []);
      setLabel(fill(T.payline, { line: o.window.map((column) => symbolName(column[1])).join(' | ') }));
      setWin((w) => ({ amount: round.payout, round: w.round + 1 }));
    });
    // A refused spin lands back where the reels were.
    if (!played) await machine?.stop(IDLE_WINDOW, true);
    return played;
  }
  const auto = useAutoSpin(spinOnce, table.setNotice);
  const busy = table.busy || auto.running;

  return (
    <Screen title={T.games.slot ?? ''}>
      <section className="table" aria-label={T.reels}>
        <div className="reels" role="img" aria-label={label}>
          <div ref={host} className="reels-canvas three-reels" />
        </div>
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
        <RulesSheet game="slot" />
      </section>
      <GameExtras game="slot" />
    </Screen>
  );
}
