import type { HousePokerRound } from '@chokdee/contracts';
import { useState } from 'react';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { FairnessPanel } from '../../components/fairness-panel';
import { Notice } from '../../components/notice';
import { RulesSheet } from '../../components/rules-sheet';
import { Screen } from '../../components/screen';
import { fill, T } from '../../i18n';
import { playSound } from '../../lib/sound';
import { PlayingCard } from './playing-card';
import { PokerHistory } from './poker-history';
import { videoPokerPaytable } from './poker-paytable';
import { handText, PT } from './poker-text';
import { decidedNotice, usePoker, wait } from './use-poker';
import './poker.css';

type VideoPokerTable = Extract<HousePokerRound['table'], { game: 'videoPoker' }>;
type Round = HousePokerRound & { table: VideoPokerTable };

const CHIPS = [1, 5, 10, 50, 100, 500];
const CARD_MS = 180;
const NONE = [false, false, false, false, false];
const isVideoPoker = (r: HousePokerRound | null | undefined): r is Round => r?.table.game === 'videoPoker';

/** The paytable, best hand first, the row of the hand just made lit. */
function Paytable({ rules, lit }: { rules: string[]; lit: string }) {
  const rows = videoPokerPaytable(rules);
  return (
    <div className="vp-paytable" role="table" aria-label={PT.paytableTitle}>
      {rows.map((row) => (
        <div key={row.label} role="row" className={row.label === lit ? 'lit' : undefined}>
          <span role="cell">{row.label}</span>
          <span role="cell">{row.pays}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Jacks or Better video poker: a bet, five cards dealt, the member holds any of them (tap a card), one draw
 * replaces the others. The server deals and settles (house-provider/poker-*.ts); the page shows the cards,
 * the hint the server computes exactly, the paytable with the hand made, and the money. A reload during an
 * open round shows that round again, ready for the draw.
 */
export function VideoPokerPage() {
  const [picked, setBet] = useState<number>();
  const [round, setRound] = useState<Round>();
  const [hold, setHold] = useState<boolean[]>(NONE);
  const [faceUp, setFaceUp] = useState<boolean[]>(NONE);
  // The open round the server lists when the page loads: a reload continues it.
  const poker = usePoker('videoPoker', (open) => {
    if (!isVideoPoker(open)) return;
    setRound(open);
    setFaceUp([true, true, true, true, true]);
    return { text: `${PT.resumed} · ${PT.tapToHold}`, kind: 'info' };
  });
  const { info, setNotice } = poker;
  const bet = picked ?? info?.minStake ?? 0;

  const table = round?.table;
  const deciding = round?.status === 'open' && !poker.busy;
  const cards = table ? (table.final ?? table.dealt) : [];
  const held = table?.hold ?? hold;

  const reveal = async (places: number[]) => {
    for (const i of places) {
      await wait(CARD_MS);
      playSound('card');
      setFaceUp((up) => up.map((u, j) => u || j === i));
    }
  };

  const deal = () =>
    void poker.deal({ game: 'videoPoker', bet }, async (answer) => {
      if (!isVideoPoker(answer.round)) return;
      setHold(NONE);
      setFaceUp(NONE);
      setRound(answer.round);
      await reveal([0, 1, 2, 3, 4]);
      return { text: answer.resumed ? `${PT.resumed} · ${PT.tapToHold}` : PT.tapToHold, kind: 'info' };
    });

  const draw = () => {
    if (!round) return;
    void poker.decide({ roundId: round.id, hold }, async (answer) => {
      if (!isVideoPoker(answer.round)) return;
      const kept = answer.round.table.hold ?? hold;
      setFaceUp(kept);
      setRound(answer.round);
      await reveal(kept.flatMap((h, i) => (h ? [] : [i])));
      return decidedNotice(answer.round, handText(answer.round.table.paidHand) || PT.nothing);
    });
  };

  const hint = () => {
    const h = table?.hint;
    if (!h) return;
    playSound('chip');
    setHold(h.hold);
    setNotice({ text: fill(PT.hintApplied, { ret: h.expectedReturn.toFixed(3) }), kind: 'info' });
  };

  return (
    <Screen title={T.games.videoPoker ?? ''}>
      <section className="table poker" aria-label={PT.videoPokerTable}>
        {info && <Paytable rules={info.rules} lit={handText(table?.paidHand)} />}
        <div className="vp-cards" role="group" aria-label={PT.cardsTitle}>
          {[0, 1, 2, 3, 4].map((i) => {
            const card = cards[i];
            const up = Boolean(card) && faceUp[i];
            // "ถือ" is seen; a screen reader hears the button pressed instead (aria-pressed).
            const marker = (
              <span className="hold-mark" aria-hidden={deciding ? true : undefined}>
                {held[i] ? PT.hold : ''}
              </span>
            );
            return deciding && card ? (
              <button
                key={i}
                type="button"
                className={`vp-card${hold[i] ? ' held' : ''}`}
                aria-pressed={hold[i]}
                onClick={() => {
                  playSound('card');
                  setHold((h) => h.map((v, j) => (j === i ? !v : v)));
                }}
              >
                {/* Named by its text, the card (axe label-content-name-mismatch: an aria-label left out "ถือ"). */}
                <span className="sr-only">{card}</span>
                <PlayingCard card={card} faceDown={!up} decorative />
                {marker}
              </button>
            ) : (
              <div key={i} className={`vp-card${held[i] && table?.final ? ' held' : ''}`}>
                <PlayingCard card={up ? card : undefined} />
                {marker}
              </div>
            );
          })}
        </div>
        {info && (
          <ChipBar
            chips={chipsWithin(CHIPS, info.minStake, info.maxStake)}
            value={bet}
            onPick={setBet}
            disabled={poker.busy || round?.status === 'open'}
          />
        )}
        <div className="row">
          <button type="button" className="secondary" disabled={!deciding || !table?.hint} onClick={hint}>
            {PT.hint}
          </button>
          {round?.status === 'open' ? (
            <button type="button" className="primary" disabled={poker.busy} onClick={draw}>
              {PT.draw}
            </button>
          ) : (
            <button type="button" className="primary" disabled={!poker.ready || poker.busy} onClick={deal}>
              {PT.deal}
            </button>
          )}
        </div>
        <Notice notice={poker.notice} />
        {round?.status === 'open' && info && (
          <p className="small center">{fill(PT.expires, { minutes: info.openMinutes })}</p>
        )}
        <RulesSheet game="videoPoker" info={info} />
      </section>
      <FairnessPanel />
      <PokerHistory game="videoPoker" rounds={poker.rounds} />
    </Screen>
  );
}
