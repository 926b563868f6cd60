import type { GameRtp } from '@chokdee/contracts';
import { useRef } from 'react';
import { fill, T } from '../i18n';
import { useGameInfo } from '../lib/house-store';
import { wholeBaht } from '../lib/money';

/** What a sheet shows: the game's odds, rules and limits. */
export interface SheetInfo {
  title: string;
  rtp: GameRtp[];
  rules: string[];
  minStake: number;
  maxStake: number;
}

/**
 * The rules and payout sheet of a game: its return to player, the paytable and rules and the stake limits,
 * as the server states them (the state call's `games[]`, or `info` for a game the state does not list, such
 * as the poker games), in a modal dialog (native <dialog>: focus stays inside, Esc closes).
 */
export function RulesSheet({ game, info: given }: { game: string; info?: SheetInfo }) {
  const listed = useGameInfo(game);
  const info = given ?? listed;
  const dialog = useRef<HTMLDialogElement>(null);
  if (!info) return null;
  return (
    <>
      <button type="button" className="secondary" onClick={() => dialog.current?.showModal()}>
        {T.rulesButton}
      </button>
      <dialog ref={dialog} className="sheet" aria-labelledby={`rules-${game}`}>
        <h2 id={`rules-${game}`}>{info.title}</h2>
        <h3>{T.rtpTitle}</h3>
        <ul className="rtp">
          {info.rtp.map((line) => (
            <li key={line.label}>
              {line.label}: {line.percent.toFixed(2)}%
            </li>
          ))}
        </ul>
        <p className="small">{T.rtpNote}</p>
        <h3>{T.paytable}</h3>
        <ul className="rules">
          {info.rules.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="small">
          {fill(T.limits, { min: wholeBaht(info.minStake), max: wholeBaht(info.maxStake) })}
        </p>
        <form method="dialog">
          <button type="submit" className="primary">
            {T.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
