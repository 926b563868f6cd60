import {
  baccaratRoadHand,
  DRAGON_TIGER_SIDE,
  LIVE_STAKE_LIMITS,
  shoeStats,
  type LiveKind,
  type LiveResult,
} from '@chokdee/contracts';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChipBar, chipsWithin } from '../../components/chip-bar';
import { Notice } from '../../components/notice';
import { Screen } from '../../components/screen';
import { paths } from '../../config/paths';
import { fill } from '../../i18n';
import { useHouse } from '../../lib/house-store';
import { money } from '../../lib/money';
import { DRAGON_TIGER_SIDE_NAMES, RoadBoard } from '../../live/roads';
import { BaccaratBoard } from './baccarat-board';
import { Countdown } from './countdown';
import { DealtView } from './dealt-view';
import { DragonTigerBoard } from './dragon-tiger-board';
import { FishPrawnCrabBoard } from './fish-prawn-crab-board';
import { HiloBoard } from './hilo-board';
import { LiveRulesSheet } from './live-rules-sheet';
import { LT, tableName } from './live-text';
import { ResultBanner, resultWords } from './result-banner';
import { ShoePanel } from './shoe-panel';
import { SpotButton, type SpotRenderer } from './spot-button';
import { spotViews } from './spot-views';
import { useLiveBets } from './use-live-bets';
import { useLiveStream } from './use-live-stream';
import './live.css';

const CHIPS = [10, 50, 100, 500, 1000, 5000];
const BOARDS = {
  baccarat: BaccaratBoard,
  dragonTiger: DragonTigerBoard,
  hilo: HiloBoard,
  fishPrawnCrab: FishPrawnCrabBoard,
} satisfies Record<LiveKind, unknown>;

type CardResult = Extract<LiveResult, { kind: 'baccarat' | 'dragonTiger' }>;

/** The roads under a card table: baccarat's own, Dragon Tiger's through DRAGON_TIGER_SIDE (dragon red). */
function TableRoads({ kind, results }: { kind: LiveKind; results: LiveResult[] }) {
  const { hands, stats } = useMemo(() => {
    const cards = results.filter((r): r is CardResult => r.kind === 'baccarat' || r.kind === 'dragonTiger');
    // Dragon Tiger's counts read like baccarat's: dragon in the banker's place, tiger in the player's.
    const asBaccarat = cards.map((r) =>
      r.kind === 'baccarat'
        ? r
        : {
            winner: ({ dragon: 'banker', tiger: 'player', tie: 'tie' } as const)[r.winner],
            playerPair: false,
            bankerPair: false,
            playerTotal: 0,
            bankerTotal: 0,
          },
    );
    return {
      hands: cards.map((r) => (r.kind === 'baccarat' ? baccaratRoadHand(r) : DRAGON_TIGER_SIDE[r.winner])),
      stats: shoeStats(asBaccarat),
    };
  }, [results]);
  if (kind === 'baccarat') return <RoadBoard hands={hands} stats={stats} />;
  return <RoadBoard hands={hands} stats={stats} names={DRAGON_TIGER_SIDE_NAMES} showPairs={false} />;
}

/** The last dice of a dice table's run (its "road"): newest first. */
function DiceHistory({ results }: { results: LiveResult[] }) {
  const recent = results.slice(-12).reverse();
  return (
    <section className="panel dice-history" aria-label={LT.lastResults}>
      <h2>{LT.lastResults}</h2>
      <ol>
        {recent.map((r, i) => (
          <li key={results.length - i}>{resultWords(r)}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A live table: every member at it sees the same round from the server's event stream: the countdown,
 * the cards or dice one by one, the result; bets go in during the window and are settled through the wallet.
 */
export function LiveTablePage() {
  const { tableId = '' } = useParams();
  const house = useHouse();
  const { state, status, error } = useLiveStream(tableId, house.state !== undefined);
  const kind = state.table?.kind;
  const limits = LIVE_STAKE_LIMITS[kind ?? 'baccarat'];
  const open = state.phase === 'betting';
  const bets = useLiveBets({
    kind,
    tableId,
    roundId: state.roundId,
    open,
    settled: state.phase === 'done',
    result: state.result,
    maxBaht: limits.maxBaht,
  });
  const [picked, setChip] = useState<number>();
  const chip = picked ?? limits.minBaht;
  const views = useMemo(
    () => (kind ? spotViews(kind, bets.mine, bets.pending, state.bets.totals, state.result) : new Map()),
    [kind, bets.mine, bets.pending, state.bets.totals, state.result],
  );
  const spot: SpotRenderer = (code, options) => {
    const view = views.get(code);
    if (!view) return null;
    return (
      <SpotButton
        key={code}
        view={view}
        onTap={(c) => bets.lay(c, chip)}
        disabled={!open || bets.sending}
        {...options}
      />
    );
  };
  const Board = kind ? BOARDS[kind] : undefined;
  const title = kind ? LT.headings[kind] : LT.listTitle;
  const streamNotice =
    error !== undefined
      ? { text: error, kind: 'error' as const }
      : status === 'retrying'
        ? { text: LT.reconnecting, kind: 'error' as const }
        : house.error
          ? { text: house.error, kind: 'error' as const }
          : undefined;
  const phaseText =
    state.phase === 'dealing' && (kind === 'hilo' || kind === 'fishPrawnCrab')
      ? LT.dicePhases.dealing
      : state.phase
        ? LT.phases[state.phase]
        : LT.waiting;

  return (
    <Screen title={title} wide>
      <div className="live-table">
        <div className="live-main">
          <Link className="link back-tables" to={paths.live}>
            ‹ {LT.backToTables}
          </Link>
          {!state.table ? (
            <Notice notice={streamNotice ?? { text: LT.connecting, kind: 'info' }} />
          ) : (
            <>
              <div className="live-status">
                <Countdown
                  closesAt={state.closesAt}
                  seenAt={state.closesSeenAt}
                  totalMs={state.windowMs}
                  open={open}
                />
                <div>
                  <strong className="phase" data-phase={state.phase ?? 'none'}>
                    {phaseText}
                  </strong>
                  <span className="small">
                    {tableName(state.table)} · {state.roundNo > 0 && fill(LT.roundNo, { n: state.roundNo })} ·{' '}
                    {fill(LT.players, { count: state.bets.players })}
                  </span>
                </div>
              </div>
              {streamNotice && <Notice notice={streamNotice} />}
              <section className={`felt felt-${kind}`} aria-label={tableName(state.table)}>
                <DealtView kind={kind!} steps={state.steps} />
                {state.result ? (
                  <ResultBanner
                    result={state.result}
                    words={resultWords(state.result)}
                    staked={bets.staked}
                    returned={bets.returned}
                  />
                ) : (
                  <div className="result-banner empty" aria-hidden="true" />
                )}
              </section>
              <section className="bet-area" aria-label={LT.board}>
                {Board && <Board spot={spot} />}
                <ChipBar
                  chips={chipsWithin(CHIPS, limits.minBaht, limits.maxBaht)}
                  value={chip}
                  onPick={setChip}
                  disabled={!open}
                />
                <div className="live-actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={!open || bets.pendingTotal === 0}
                    onClick={bets.clear}
                  >
                    {LT.clear}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={!open || !bets.hasLast || bets.pendingTotal > 0}
                    onClick={bets.repeat}
                  >
                    {LT.repeat}
                  </button>
                  <button
                    type="button"
                    className="primary confirm"
                    disabled={!open || bets.sending || bets.pendingTotal === 0}
                    onClick={() => void bets.confirm()}
                  >
                    {bets.pendingTotal
                      ? fill(LT.confirm, { amount: money(bets.pendingTotal) })
                      : LT.confirmNone}
                  </button>
                </div>
                <Notice notice={bets.notice} />
              </section>
            </>
          )}
        </div>
        {kind && (
          <aside className="live-side">
            {kind === 'baccarat' || kind === 'dragonTiger' ? (
              <TableRoads kind={kind} results={state.results} />
            ) : (
              <DiceHistory results={state.results} />
            )}
            <ShoePanel kind={kind} shoe={state.shoe} pastShoes={state.pastShoes} />
            <LiveRulesSheet kind={kind} name={LT.kinds[kind]} />
          </aside>
        )}
      </div>
    </Screen>
  );
}
