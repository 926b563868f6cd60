import { useState } from 'react';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { GameExtras } from '../../components/game-extras';
import { Notice } from '../../components/notice';
import { RulesSheet } from '../../components/rules-sheet';
import { Screen } from '../../components/screen';
import { fill, T } from '../../i18n';
import { money } from '../../lib/money';
import { playSound } from '../../lib/sound';
import { useGameTable } from '../../lib/use-game-table';
import { PriceChart } from './price-chart';

const CHIPS = [10, 50, 100, 500, 1000, 5000];
const START = 1000;
/** The round's ten ticks are revealed over five seconds: half a second each. */
const TICK_MS = 500;

/** Reveals `prices` tick by tick (fractional for a smooth line), calling `onFrame` with the ticks shown. */
function reveal(prices: number[], onFrame: (shown: number) => void): Promise<void> {
  const total = (prices.length - 1) * TICK_MS;
  const started = performance.now();
  let lastTick = 0;
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const elapsed = Math.min(total, now - started);
      const shown = elapsed / TICK_MS;
      if (Math.floor(shown) > lastTick) {
        lastTick = Math.floor(shown);
        playSound('tick');
      }
      onFrame(shown);
      if (elapsed < total) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** ขึ้น-ลง: call the close of ten price ticks against the start; the path is drawn live while it runs. */
export function TradingPage() {
  const table = useGameTable('trading');
  const { info } = table;
  const [picked, setStake] = useState<number>();
  const stake = picked ?? info?.minStake ?? 0;
  const [prices, setPrices] = useState<number[]>([START, START]);
  const [shown, setShown] = useState(1);
  const [summary, setSummary] = useState(`${T.startPrice} ${money(START)}`);

  const trade = (call: 'up' | 'down') =>
    void table.playRound({ game: 'trading', call, stake }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'trading') return;
      setPrices(o.prices);
      setShown(0);
      setSummary(`${T.startPrice} ${money(o.prices[0] ?? START)}`);
      await reveal(o.prices, setShown);
      setSummary(
        `${T.startPrice} ${money(o.prices[0] ?? START)} → ${T.finalPrice} ${money(o.prices[o.prices.length - 1] ?? START)} · ${T.moves[o.move]}`,
      );
    });

  const running = table.busy && prices.length > 2 && shown < prices.length - 1;
  const secondsLeft = Math.ceil(((prices.length - 1 - shown) * TICK_MS) / 1000);
  return (
    <Screen title={T.games.trading ?? ''}>
      <section className="table" aria-label={T.games.trading}>
        <PriceChart prices={prices} shown={shown} label={summary} />
        <p className="timer" aria-hidden={!running}>
          {running ? fill(T.timeLeft, { seconds: secondsLeft }) : ' '}
        </p>
        <p className="prices">{summary}</p>
        {info && (
          <ChipBar chips={chipsWithin(CHIPS, info.minStake, info.maxStake)} value={stake} onPick={setStake} />
        )}
        <div className="row">
          <button
            type="button"
            className="down"
            disabled={!table.ready || table.busy}
            onClick={() => {
              playSound('chip');
              trade('down');
            }}
          >
            {T.down} <span aria-hidden="true">▼</span>
          </button>
          <button
            type="button"
            className="up"
            disabled={!table.ready || table.busy}
            onClick={() => {
              playSound('chip');
              trade('up');
            }}
          >
            {T.up} <span aria-hidden="true">▲</span>
          </button>
        </div>
        <Notice notice={table.notice} />
        <p className="small">{T.tradingRule}</p>
        <RulesSheet game="trading" />
      </section>
      <GameExtras game="trading" />
    </Screen>
  );
}
