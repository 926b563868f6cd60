import {
  housePokerDeal,
  housePokerDecide,
  housePokerRounds,
  type HousePokerDealBody,
  type HousePokerDecideBody,
  type HousePokerGame,
  type HousePokerRound,
  type ResponseOf,
} from '@chokdee/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorNotice, type NoticeState } from '../../components/notice';
import { T } from '../../i18n';
import { errorText, houseCall } from '../../lib/api';
import { useHouse } from '../../lib/house-store';
import { resultText } from '../../lib/result-text';
import { playSound } from '../../lib/sound';

export type PokerRounds = ResponseOf<typeof housePokerRounds>['data'];
export type PokerInfo = PokerRounds['info'];
type Dealt = ResponseOf<typeof housePokerDeal>['data'];
type Decided = ResponseOf<typeof housePokerDecide>['data'];
/** What the page shows of an answer before the balance is booked: the status line, or nothing. */
type Show<A> = (answer: A) => Promise<NoticeState | void>;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status line of a decided round: its hand or result first, then the money, plainly. */
export function decidedNotice(round: HousePokerRound, prefix: string): NoticeState {
  if (round.status !== 'settled') return { text: T.pendingWin, kind: 'info' };
  const { text, kind } = resultText({ status: 'settled', stake: round.stake, payout: round.payout });
  return { text: prefix ? `${prefix} · ${text}` : text, kind };
}

/**
 * A poker page's link to the house API: the game's info (rules, odds, limits), the member's open round
 * (handed once to `onResume`, so a reload continues it; it may answer the status line) and latest rounds, read when the session is up and again after every change; and
 * `deal`/`decide`, which send the call, let the page show the cards (`show`, which may animate), and only
 * then book the balance and the seeds, so what the member reads always matches what was dealt.
 */
export function usePoker(game: HousePokerGame, onResume: (open: HousePokerRound) => NoticeState | void) {
  const house = useHouse();
  // The first answer's open round goes to the page once: later reads only refresh the history.
  const resume = useRef<typeof onResume | undefined>(onResume);
  const { state, version } = house;
  const [data, setData] = useState<PokerRounds>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>({ text: '', kind: 'info' });

  const reload = useCallback(
    () =>
      houseCall(housePokerRounds, { query: { game } }).then(
        (answer) => {
          setData(answer);
          const said = answer.open ? resume.current?.(answer.open) : undefined;
          if (said) setNotice(said);
          resume.current = undefined;
        },
        (err: unknown) => setNotice({ text: errorText(err), kind: 'error' }),
      ),
    [game],
  );
  useEffect(() => {
    if (state) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when a round or the seeds change
  }, [version, Boolean(state), reload]);

  async function send<A extends { balance: number; fairness: Dealt['fairness'] }>(
    call: () => Promise<A>,
    show: Show<A>,
  ): Promise<A | undefined> {
    setBusy(true);
    try {
      const answer = await call();
      const said = await show(answer);
      house.settle(answer);
      if (said) {
        if (said.kind === 'win') playSound('win');
        setNotice(said);
      }
      return answer;
    } catch (err) {
      setNotice(errorNotice(err));
      void reload();
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const shown: NoticeState = house.error
    ? { text: house.error, kind: 'error' }
    : !data && notice.text === ''
      ? { text: T.loading, kind: 'info' }
      : notice;

  return {
    info: data?.info,
    rounds: data?.rounds,
    loaded: Boolean(data),
    ready: Boolean(data) && !house.error,
    busy,
    notice: shown,
    setNotice,
    deal: (body: HousePokerDealBody, show: Show<Dealt>) =>
      send(() => houseCall(housePokerDeal, { body }), show),
    decide: (body: HousePokerDecideBody, show: Show<Decided>) =>
      send(() => houseCall(housePokerDecide, { body }), show),
  };
}
