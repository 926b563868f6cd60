import type { GameEntry } from '@chokdee/contracts';
import { GameTile, type FavouriteHeart } from './game-tile';

/** What every list of tiles shares: which tile is launching, the member's hearts, and the sheet opener. */
export interface TileActions {
  busyCh: string | undefined;
  onOpen: (game: GameEntry) => void;
  /** Absent for a visitor: favourites are a member's. */
  heartOf?: (game: GameEntry) => FavouriteHeart;
}

/** A list of game tiles: the grid of a category, or a row (favourites, recently played) that scrolls sideways. */
export function GameTileList({
  games,
  actions,
  labelledBy,
  row,
}: {
  games: readonly GameEntry[];
  actions: TileActions;
  labelledBy: string;
  row?: boolean;
}) {
  return (
    <ul className={row ? 'game-row' : 'game-grid'} aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={game.ch}>
          <GameTile
            game={game}
            launching={actions.busyCh === game.ch}
            disabled={actions.busyCh !== undefined}
            onOpen={actions.onOpen}
            favourite={actions.heartOf?.(game)}
          />
        </li>
      ))}
    </ul>
  );
}
