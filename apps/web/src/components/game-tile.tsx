import { fillMessage, type GameEntry } from '@chokdee/contracts';
import { useState } from 'react';
import { tileArt } from '../lib/game-tile-art';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/** The heart of a tile: `on` when the game is one of the member's favourites. */
export interface FavouriteHeart {
  on: boolean;
  busy: boolean;
  onToggle: (game: GameEntry) => void;
}

/**
 * One catalogue entry: its artwork and name; pressing it opens the game's sheet. A member's tile has a
 * heart beside it (a separate button: a button never holds another).
 */
export function GameTile({
  game,
  launching,
  disabled,
  onOpen,
  favourite,
}: {
  game: GameEntry;
  launching: boolean;
  disabled: boolean;
  onOpen: (game: GameEntry) => void;
  favourite?: FavouriteHeart;
}) {
  const art = tileArt(game);
  const [broken, setBroken] = useState(!art);
  return (
    <div className="game-tile">
      <button
        type="button"
        className="game-tile__open"
        disabled={disabled}
        aria-busy={launching}
        onClick={() => onOpen(game)}
      >
        <span className="game-tile__art" aria-hidden="true">
          {broken ? (
            <span className="game-tile__fallback">{game.name.slice(0, 1)}</span>
          ) : (
            <img
              src={art}
              alt=""
              width="160"
              height="120"
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
            />
          )}
          <span className="game-tile__play">{launching ? TEXT.gameLaunching : TEXT.gamePlay}</span>
        </span>
        <span className="game-tile__name">{game.name}</span>
      </button>
      {favourite && (
        <button
          type="button"
          className="game-tile__heart"
          data-on={favourite.on}
          disabled={favourite.busy}
          aria-label={fillMessage(favourite.on ? TEXT.gameFavouriteRemove : TEXT.gameFavouriteAdd, {
            name: game.name,
          })}
          onClick={() => favourite.onToggle(game)}
        >
          <Icon name="heart" size={20} />
        </button>
      )}
    </div>
  );
}
