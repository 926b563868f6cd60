import { useState, type ReactNode, type RefObject } from 'react';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { GameExtras } from '../../components/game-extras';
import { Notice } from '../../components/notice';
import { RulesSheet } from '../../components/rules-sheet';
import { Screen } from '../../components/screen';
import { T } from '../../i18n';
import type { HousePlay } from '../../lib/house-store';
import type { useGameTable } from '../../lib/use-game-table';
import { AutoSpinPanel, useAutoSpin } from './auto-spin';
import { WinCounter } from './win-counter';

const TURBO_KEY = 'house-slot-turbo';

/** Turbo on or off, remembered for every slot on this phone. */
export function useTurbo() {
  const [on, setOn] = useState(() => localStorage.getItem(TURBO_KEY) === 'on');
  const toggle = () => {
    localStorage.setItem(TURBO_KEY, on ? 'off' : 'on');
    setOn(!on);
  };
  return { on, toggle };
}

/**
 * The page every house slot shares: the reels' canvas, the win counter, chips, turbo, spin and auto-spin,
 * the notice, the rules sheet and the round history. A slot brings its reels (`host`, drawn by useReels),
 * how one spin plays (`spinOnce`) and what its reels say to a screen reader (`label`).
 */
export function SlotScreen({
  game,
  table,
  host,
  canvasClass,
  label,
  feature,
  win,
  chips,
  bet,
  setBet,
  turbo,
  spinOnce,
}: {
  game: string;
  table: ReturnType<typeof useGameTable>;
  host: RefObject<HTMLDivElement | null>;
  canvasClass?: string;
  label: string;
  /** A line under the reels (the free spins of a feature), kept in place when empty. */
  feature?: ReactNode;
  win: { amount: number; round: number };
  chips: number[];
  bet: number;
  setBet: (bet: number) => void;
  turbo: ReturnType<typeof useTurbo>;
  spinOnce: () => Promise<HousePlay | undefined>;
}) {
  const { info } = table;
  const auto = useAutoSpin(spinOnce, table.setNotice);
  const busy = table.busy || auto.running;
  return (
    <Screen title={T.games[game] ?? ''}>
      <section className="table" aria-label={T.reels}>
        <div className="reels" role="img" aria-label={label}>
          <div ref={host} className={canvasClass ? `reels-canvas ${canvasClass}` : 'reels-canvas'} />
        </div>
        {feature !== undefined && <p className="timer">{feature || ' '}</p>}
        <WinCounter amount={win.amount} round={win.round} fast={turbo.on} />
        {info && (
          <ChipBar
            chips={chipsWithin(chips, info.minStake, info.maxStake)}
            value={bet}
            onPick={setBet}
            disabled={auto.running}
          />
        )}
        <div className="row">
          <button type="button" className="secondary" aria-pressed={turbo.on} onClick={turbo.toggle}>
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
        <RulesSheet game={game} />
      </section>
      <GameExtras game={game} />
    </Screen>
  );
}
