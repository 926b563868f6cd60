import type { BACCARAT_BET_CODES } from '@chokdee/contracts';
import { useState } from 'react';
import { ChipBar, chipsWithin } from '../components/chip-bar';
import { GameExtras } from '../components/game-extras';
import { Notice } from '../components/notice';
import { RulesSheet } from '../components/rules-sheet';
import { Screen } from '../components/screen';
import { T } from '../i18n';
import { wholeBaht } from '../lib/money';
import { playSound } from '../lib/sound';
import { useGameTable } from '../lib/use-game-table';

type Area = (typeof BACCARAT_BET_CODES)[number];
/** The contract's bet spots (a type-only import: the contracts' schemas stay out of the bundle). */
const AREAS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const satisfies readonly Area[];
type Hand = { player: string[]; banker: string[]; playerTotal: number; bankerTotal: number };
const CHIPS = [10, 50, 100, 500, 1000, 5000];
/** Cards land one at a time, in the order they were dealt: player, banker, player, banker, then the thirds. */
const CARD_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Cards({ cards }: { cards: string[] }) {
  return (
    <div className="cards">
      {cards.map((card, i) => (
        <span key={i} className={/[♥♦]/.test(card) ? 'card red' : 'card'}>
          {card}
        </span>
      ))}
    </div>
  );
}

/** Single-player baccarat against the house: bets on five spots, then one hand dealt card by card. */
export function BaccaratPage() {
  const table = useGameTable('baccarat');
  const { info } = table;
  const [picked, setChip] = useState<number>();
  // The table's smallest stake until the member picks a chip.
  const chip = picked ?? info?.minStake ?? 0;
  const [bets, setBets] = useState<Partial<Record<Area, number>>>({});
  const [hand, setHand] = useState<Hand>({ player: [], banker: [], playerTotal: 0, bankerTotal: 0 });
  const [totals, setTotals] = useState(false);

  const deal = () => {
    if (Object.keys(bets).length === 0) {
      table.setNotice({ text: T.noBets, kind: 'error' });
      return;
    }
    void table.playRound({ game: 'baccarat', bets }, async ({ round }) => {
      const o = round.outcome;
      if (o.game !== 'baccarat') return;
      setTotals(false);
      const order: ['player' | 'banker', string][] = [];
      for (let i = 0; i < Math.max(o.player.length, o.banker.length); i++) {
        if (o.player[i]) order.push(['player', o.player[i]!]);
        if (o.banker[i]) order.push(['banker', o.banker[i]!]);
      }
      const next: Hand = { player: [], banker: [], playerTotal: o.playerTotal, bankerTotal: o.bankerTotal };
      setHand(next);
      for (const [side, card] of order) {
        await wait(CARD_MS);
        playSound('card');
        next[side] = [...next[side], card];
        setHand({ ...next });
      }
      setTotals(true);
      return T.winner[o.winner];
    });
  };

  return (
    <Screen title={T.games.baccarat ?? ''}>
      <section className="table" aria-label={T.baccaratTable}>
        <div className="hands">
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className={`hand hand-${side}`}>
              <h2>
                {T[side]} <span>{totals ? hand[`${side}Total`] : ''}</span>
              </h2>
              <Cards cards={hand[side]} />
            </div>
          ))}
        </div>
        <div className="areas">
          {AREAS.map((area) => (
            <button
              key={area}
              type="button"
              className={`area a-${area}`}
              disabled={table.busy}
              onClick={() => {
                if (!info) return;
                playSound('chip');
                // Adding a chip never goes past the table limit for that spot.
                setBets((b) => ({ ...b, [area]: Math.min((b[area] ?? 0) + chip, info.maxStake) }));
              }}
            >
              <span>{T.betAreas[area]}</span>
              <strong>{bets[area] ? wholeBaht(bets[area]) : ''}</strong>
            </button>
          ))}
        </div>
        {info && (
          <ChipBar chips={chipsWithin(CHIPS, info.minStake, info.maxStake)} value={chip} onPick={setChip} />
        )}
        <div className="row">
          <button type="button" className="secondary" disabled={table.busy} onClick={() => setBets({})}>
            {T.clearBets}
          </button>
          <button type="button" className="primary" disabled={!table.ready || table.busy} onClick={deal}>
            {T.deal}
          </button>
        </div>
        <Notice notice={table.notice} />
        <RulesSheet game="baccarat" />
      </section>
      <GameExtras game="baccarat" />
    </Screen>
  );
}
