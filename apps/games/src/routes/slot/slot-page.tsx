import { useRef, useState } from 'react';
import { fill, T } from '../../i18n';
import type { HousePlay } from '../../lib/house-store';
import { playSound } from '../../lib/sound';
import { useGameTable } from '../../lib/use-game-table';
import { SlotScreen, useTurbo } from './slot-screen';
import { useReels } from './use-reels';

const SYMBOLS = ['seven', 'elephant', 'crown', 'lotus', 'durian', 'mango', 'mangosteen'] as const;
const IDLE_WINDOW = [
  ['lotus', 'crown', 'durian'],
  ['mango', 'elephant', 'mangosteen'],
  ['durian', 'seven', 'lotus'],
];
const CHIPS = [1, 5, 10, 50, 100, 500, 1000];
/** The one pay line: the middle row of the three reels. */
const PAY_LINE = [1, 1, 1];

const symbolName = (id: string | undefined) => (id && T.symbols[id]) || '–';

/** สล็อตช้างทอง: three reels, one pay line, drawn with PixiJS; auto-spin and turbo. */
export function SlotPage() {
  const table = useGameTable('slot');
  const host = useRef<HTMLDivElement>(null);
  const reels = useReels(host, { game: 'slot', symbols: SYMBOLS, window: IDLE_WINDOW, rows: 3 });
  const [picked, setBet] = useState<number>();
  const bet = picked ?? table.info?.minStake ?? 0;
  const [label, setLabel] = useState<string>(T.reelsIdle);
  const [win, setWin] = useState({ amount: 0, round: 0 });
  const turbo = useTurbo();

  async function spinOnce(): Promise<HousePlay | undefined> {
    const machine = reels.current;
    machine?.start();
    setWin((w) => ({ amount: 0, round: w.round }));
    playSound('spin');
    const played = await table.playRound({ game: 'slot', bet }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'slot') return;
      await machine?.stop(o.window, turbo.on);
      playSound('reelStop');
      machine?.showLines(o.multiplier > 0 ? [PAY_LINE] : []);
      setLabel(fill(T.payline, { line: o.window.map((column) => symbolName(column[1])).join(' | ') }));
      setWin((w) => ({ amount: round.payout, round: w.round + 1 }));
    });
    // A refused spin lands back where the reels were.
    if (!played) await machine?.stop(IDLE_WINDOW, true);
    return played;
  }
  return (
    <SlotScreen
      game="slot"
      table={table}
      host={host}
      canvasClass="three-reels"
      label={label}
      win={win}
      chips={CHIPS}
      bet={bet}
      setBet={setBet}
      turbo={turbo}
      spinOnce={spinOnce}
    />
  );
}
