import {
  houseGetState,
  houseListRounds,
  housePlayRound,
  houseStartSession,
  type HousePlayBody,
  type HouseRound,
  type HouseState,
  type ResponseOf,
} from '@chokdee/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { T } from '../i18n';
import { errorText, houseCall, keepSessionToken, sessionToken } from './api';

export type HousePlay = ResponseOf<typeof housePlayRound>['data'];

/**
 * The player's state, once per tab load: a launch token in the URL fragment is traded for a house session
 * token (single use, so one promise for the whole app, StrictMode's second mount included); without one,
 * the token this tab kept answers the state.
 */
let started: Promise<HouseState> | undefined;
function startSession(): Promise<HouseState> {
  started ??= (async () => {
    const launch = new URLSearchParams(location.hash.slice(1)).get('t');
    if (launch) {
      history.replaceState(history.state, '', location.pathname + location.search);
      const data = await houseCall(houseStartSession, { body: { launchToken: launch } });
      keepSessionToken(data.sessionToken);
      return data;
    }
    if (!sessionToken()) throw new Error(T.sessionExpired);
    return houseCall(houseGetState);
  })();
  return started;
}

interface HouseContext {
  state: HouseState | undefined;
  /** The session could not start: the reason, shown instead of the game. */
  error: string | undefined;
  balance: number | undefined;
  /** Bumped after every round and seed change: history lists read again. */
  version: number;
  /** Plays one round; the page applies the answer (`settle`) when it has shown it. */
  play(body: HousePlayBody): Promise<HousePlay>;
  settle(play: { balance: number; fairness: HouseState['fairness'] }): void;
  rounds(): Promise<HouseRound[]>;
  touched(): void;
}

const Context = createContext<HouseContext | undefined>(undefined);

export function HouseProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<HouseState>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    startSession().then(setState, (err: unknown) => setError(errorText(err)));
  }, []);
  const settle = useCallback((p: { balance: number; fairness: HouseState['fairness'] }) => {
    setState((s) => s && { ...s, balance: p.balance, fairness: p.fairness });
    setVersion((v) => v + 1);
  }, []);
  const value = useMemo<HouseContext>(
    () => ({
      state,
      error,
      balance: state?.balance,
      version,
      play: (body) => houseCall(housePlayRound, { body }),
      settle,
      rounds: () => houseCall(houseListRounds),
      touched: () => setVersion((v) => v + 1),
    }),
    [state, error, version, settle],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useHouse(): HouseContext {
  const house = useContext(Context);
  if (!house) throw new Error('useHouse outside HouseProvider');
  return house;
}

/** The odds, rules and limits of one game, as the server states them. */
export function useGameInfo(game: string) {
  const { state } = useHouse();
  return state?.games.find((g) => g.game === game);
}
