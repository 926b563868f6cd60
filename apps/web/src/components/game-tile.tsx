import { TH_WEB, type GameEntry } from '@chokdee/contracts';
import { useState } from 'react';

/** One catalogue entry: its picture and name; pressing it opens the game. */
export function GameTile({
  game,
  launching,
  disabled,
  onLaunch,
}: {
  game: GameEntry;
  launching: boolean;
  disabled: boolean;
  onLaunch: (game: GameEntry) => void;
}) {
  const [broken, setBroken] = useState(!game.img);
  return (
    <button
      type="button"
      className="game-tile"
      disabled={disabled}
      aria-busy={launching}
      onClick={() => onLaunch(game)}
    >
      <span className="game-tile__art" aria-hidden="true">
        {broken ? (
          <span className="game-tile__fallback">{game.name.slice(0, 1)}</span>
        ) : (
          <img
            src={game.img}
            alt=""
            width="160"
            height="120"
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        <span className="game-tile__play">{launching ? TH_WEB.gameLaunching : TH_WEB.gamePlay}</span>
      </span>
      <span className="game-tile__name">{game.name}</span>
    </button>
  );
}
