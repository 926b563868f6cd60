import type { HousePokerRound } from '@chokdee/contracts';
import { useState } from 'react';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { FairnessPanel } from '../../components/fairness-panel';
import { Notice } from '../../components/notice';
import { RulesSheet } from '../../components/rules-sheet';
import { Screen } from '../../components/screen';
import { fill, T } from '../../i18n';
import { money, wholeBaht } from '../../lib/money';
import { playSound } from '../../lib/sound';
import { PlayingCard } from './playing-card';
import { PokerHistory } from './poker-history';
import { aaBonusPaytable, holdemReturns } from './poker-paytable';
import { handText, PT } from './poker-text';
import { decidedNotice, usePoker, wait } from './use-poker';
import './poker.css';

type HoldemTable = Extract<HousePokerRound['table'], { game: 'holdem' }>;
type Round = HousePokerRound & { table: HoldemTable };

const ANTE_CHIPS = [10, 50, 100, 500, 1000, 5000];
/** AA bonus stakes offered; 0 plays without it. The server checks them against the bonus's own limits. */
const AA_CHIPS = [0, 10, 50, 100];
const CARD_MS = 350;
const isHoldem = (r: HousePokerRound | null | undefined): r is Round => r?.table.game === 'holdem';

/** The AA bonus stake: its own group of chips, "ไม่เล่น" first. */
function AaChips({
  value,
  onPick,
  disabled,
}: {
  value: number;
  onPick: (v: number) => void;
  disabled: boolean;
}) {
  return (
    <ChipBar
      chips={AA_CHIPS}
      value={value}
      onPick={onPick}
      disabled={disabled}
      label={PT.aaBonus}
      className="aa-chips"
      chipText={(chip) => (chip === 0 ? PT.noAaBonus : wholeBaht(chip))}
    />
  );
}

/**
 * A row of cards with its name, face down where `shown` says so. A place without a card is an empty slot
 * (not dealt yet), or a face-down card when `backs` (dealt, but not shown to the member).
 */
function Hand({
  title,
  name,
  cards,
  shown,
  id,
  backs,
}: {
  title: string;
  name: string;
  cards: (string | null)[];
  shown: boolean[];
  id: string;
  backs?: boolean;
}) {
  return (
    <div className={`hd-hand hd-${id}`} role="group" aria-label={title}>
      <h2>
        {title} <span className="hand-name">{name}</span>
      </h2>
      <div className="hd-cards">
        {cards.map((card, i) =>
          card === null && !backs ? (
            <span key={i} className="pcard-slot" aria-hidden="true" />
          ) : (
            <PlayingCard key={i} card={card} faceDown={!shown[i]} />
          ),
        )}
      </div>
    </div>
  );
}

/**
 * Casino Hold'em against the dealer: an ante (and the AA bonus if wanted), the member's two cards and the
 * flop, then a call (twice the ante) or a fold; on a call the turn, the river and the dealer's two cards
 * turn over one by one, the best hands are named, the dealer's qualification (a pair of fours or better)
 * is stated and each bet's return shown. The server deals and settles (house-provider/poker-*.ts).
 */
export function HoldemPage() {
  const [picked, setAnte] = useState<number>();
  const [aaBonus, setAaBonus] = useState(0);
  const [round, setRound] = useState<Round>();
  /** Cards turned so far: the member's two and the flop (0-5), then turn, river, dealer's two (0-4). */
  const [dealtUp, setDealtUp] = useState(0);
  const [laterUp, setLaterUp] = useState(0);
  const [settledShown, setSettledShown] = useState(false);
  // The open round the server lists when the page loads: a reload continues it.
  const poker = usePoker('holdem', (open) => {
    if (!isHoldem(open)) return;
    setRound(open);
    setDealtUp(5);
    return { text: PT.resumed, kind: 'info' };
  });
  const { info } = poker;
  const ante = picked ?? info?.minStake ?? 0;

  const table = round?.table;
  const deciding = round?.status === 'open';

  const turnOver = async (count: number, set: (n: number) => void) => {
    for (let n = 1; n <= count; n++) {
      await wait(CARD_MS);
      playSound('card');
      set(n);
    }
  };

  const deal = () =>
    void poker.deal({ game: 'holdem', ante, ...(aaBonus > 0 ? { aaBonus } : {}) }, async (answer) => {
      if (!isHoldem(answer.round)) return;
      setRound(answer.round);
      setDealtUp(0);
      setLaterUp(0);
      setSettledShown(false);
      await turnOver(5, setDealtUp);
      const callHelp = fill(PT.callHelp, { amount: wholeBaht(answer.round.table.ante * 2) });
      return { text: answer.resumed ? PT.resumed : callHelp, kind: 'info' };
    });

  const decide = (action: 'call' | 'fold') => {
    if (!round) return;
    void poker.decide({ roundId: round.id, action }, async (answer) => {
      if (!isHoldem(answer.round)) return;
      setRound(answer.round);
      if (action === 'call') await turnOver(4, setLaterUp);
      setSettledShown(true);
      const t = answer.round.table;
      return decidedNotice(answer.round, t.result ? (PT.results[t.result] ?? '') : '');
    });
  };

  const called = table?.action === 'call';
  const late = [table?.turn ?? null, table?.river ?? null];
  const board = [...(table?.flop ?? [null, null, null]), ...late];
  const boardUp = [0, 1, 2].map((i) => dealtUp > 2 + i).concat([laterUp > 0, laterUp > 1]);
  const dealerUp = [laterUp > 2, laterUp > 3];
  const done = settledShown;
  const aaTable = info ? aaBonusPaytable(info.rules) : [];
  const returns = table && done && round ? holdemReturns(table, round.payout, aaTable) : undefined;

  const betLines: [string, number, number | undefined][] = table
    ? [
        [PT.ante, table.ante, returns?.ante],
        ...(table.call > 0
          ? [[PT.call, table.call, returns?.call] as [string, number, number | undefined]]
          : []),
        ...(table.aaBonus > 0
          ? [
              [
                `${PT.aaBonus}${table.aaBonusHand ? ` (${handText(table.aaBonusHand)})` : ''}`,
                table.aaBonus,
                returns?.aaBonus,
              ] as [string, number, number | undefined],
            ]
          : []),
      ]
    : [];

  return (
    <Screen title={T.games.holdem ?? ''}>
      <section className="table poker holdem" aria-label={PT.holdemTable}>
        <div className="hd-top">
          <Hand
            id="dealer"
            title={PT.dealer}
            name={done && called ? handText(table?.dealerHand) : ''}
            cards={table?.dealer ?? [null, null]}
            shown={table?.dealer ? dealerUp : [false, false]}
            backs={Boolean(table)}
          />
          <Hand
            id="player"
            title={PT.you}
            name={table && dealtUp >= 5 && (done || !called) ? handText(table.playerHand) : ''}
            cards={table?.player ?? [null, null]}
            shown={[dealtUp > 0, dealtUp > 1]}
            backs={Boolean(table)}
          />
        </div>
        <Hand id="board" title={PT.board} name="" cards={board} shown={boardUp} />
        {done && called && table?.dealerQualifies !== null && (
          <p className={`center qualify ${table?.dealerQualifies ? '' : 'ok'}`}>
            {table?.dealerQualifies ? PT.qualifies : PT.notQualified}
          </p>
        )}
        {table && (
          <ul className="bet-lines" aria-label={T.stake}>
            {betLines.map(([label, stake, ret]) => (
              <li key={label}>
                <span>
                  {label} {wholeBaht(stake)}
                </span>
                <strong className={ret === undefined ? '' : ret > 0 ? 'ok' : 'bad'}>
                  {ret === undefined ? '' : ret > 0 ? `${money(ret)} ${T.baht}` : PT.betLost}
                </strong>
              </li>
            ))}
          </ul>
        )}
        {deciding ? (
          <div className="row">
            <button
              type="button"
              className="secondary fold"
              disabled={poker.busy}
              onClick={() => decide('fold')}
            >
              {PT.fold}
            </button>
            <button type="button" className="primary" disabled={poker.busy} onClick={() => decide('call')}>
              {PT.call} {wholeBaht((table?.ante ?? 0) * 2)}
            </button>
          </div>
        ) : (
          <button type="button" className="primary" disabled={!poker.ready || poker.busy} onClick={deal}>
            {PT.deal}
          </button>
        )}
        <Notice notice={poker.notice} />
        {info && (
          <>
            <p className="chips-title">{PT.ante}</p>
            <ChipBar
              chips={chipsWithin(ANTE_CHIPS, info.minStake, info.maxStake)}
              value={ante}
              onPick={setAnte}
              disabled={poker.busy || deciding}
            />
            <AaChips value={aaBonus} onPick={setAaBonus} disabled={poker.busy || deciding} />
          </>
        )}
        <RulesSheet game="holdem" info={info} />
      </section>
      <FairnessPanel />
      <PokerHistory game="holdem" rounds={poker.rounds} />
    </Screen>
  );
}
