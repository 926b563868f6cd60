import { type GameCategory, type GameEntry } from '@chokdee/contracts';
import { useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../api/client';
import { useCatalogue } from '../api/get-catalogue';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useRecentGames } from '../api/get-recent-games';
import { useToggleFavouriteGame } from '../api/toggle-favourite-game';
import { GameLaunchDialog } from '../dialogs/game-launch-dialog';
import { showError } from '../lib/alerts';
import { searchGames } from '../lib/game-search';
import { useToken } from '../lib/session';
import { toast } from '../lib/toast';
import { useGameLauncher } from '../lib/use-game-launcher';
import { EmptyState } from './empty-state';
import { GameFrame } from './game-frame';
import { GameTileList, type TileActions } from './game-tile-list';
import { Icon } from './icons';
import { LoadFailed } from './load-failed';
import { TEXT } from '../lib/text';

/** The member's own rows: favourites and recently played, each shown once it has a game. */
function MemberRows({ actions }: { actions: TileActions }) {
  const favourites = useFavouriteGames();
  const recent = useRecentGames();
  const rows = [
    { key: 'favourites', title: TEXT.gameFavouritesTitle, games: favourites.data },
    { key: 'recent', title: TEXT.gameRecentTitle, games: recent.data },
  ];
  return rows.map(
    (row) =>
      row.games &&
      row.games.length > 0 && (
        <section key={row.key} className="game-lobby__row" aria-labelledby={`game-row-${row.key}`}>
          <h2 id={`game-row-${row.key}`} className="game-lobby__row-title">
            {row.title}
          </h2>
          <GameTileList games={row.games} actions={actions} labelledBy={`game-row-${row.key}`} row />
        </section>
      ),
  );
}

/**
 * The game lobby of one category (or all): a search over the Thai and English names, the member's
 * "เกมโปรด" and "เล่นล่าสุด" rows (on the all-games page, while not searching), the tiles with their
 * hearts, and the sheet with the game's rules, RTP and limits before "เข้าเล่น".
 */
export function GameLobby({ category, title }: { category?: GameCategory; title: string }) {
  const { games, isPending, error, retry } = useCatalogue(category);
  const token = useToken();
  const favourites = useFavouriteGames();
  const toggle = useToggleFavouriteGame();
  const { start, busyCh, framed, closeFrame } = useGameLauncher();
  const [search, setSearch] = useState('');
  const [sheet, setSheet] = useState<GameEntry>();
  const searchId = useId();
  const shown = useMemo(() => searchGames(games ?? [], search), [games, search]);
  const favouriteChs = new Set(favourites.data?.map((g) => g.ch));

  const actions: TileActions = {
    busyCh,
    onOpen: setSheet,
    heartOf: token
      ? (game) => ({
          on: favouriteChs.has(game.ch),
          busy: toggle.isPending && toggle.variables?.ch === game.ch,
          onToggle: (g) => {
            const on = !favouriteChs.has(g.ch);
            toggle.mutate(
              { ch: g.ch, on },
              {
                onSuccess: () => toast(on ? TEXT.gameFavouriteAdded : TEXT.gameFavouriteRemoved),
                onError: (err) => void showError(errorMessage(err)),
              },
            );
          },
        })
      : undefined,
  };

  function grid() {
    if (isPending) {
      return (
        <ul className="game-grid" aria-busy="true" aria-label={TEXT.loading}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="skeleton game-grid__placeholder" aria-hidden="true" />
          ))}
        </ul>
      );
    }
    if (error && !games) return <LoadFailed error={error} onRetry={retry} />;
    if (!games?.length) return <EmptyState />;
    if (shown.length === 0) {
      return (
        <p className="empty game-lobby__none" role="status">
          {TEXT.gameSearchEmpty}
        </p>
      );
    }
    return <GameTileList games={shown} actions={actions} labelledBy="game-list-title" />;
  }

  return (
    <>
      <search className="game-search">
        <label className="sr-only" htmlFor={searchId}>
          {TEXT.gameSearchLabel}
        </label>
        <Icon name="search" size={18} className="game-search__icon" />
        <input
          id={searchId}
          className="input game-search__input"
          type="search"
          value={search}
          placeholder={TEXT.gameSearchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setSearch(event.target.value)}
        />
      </search>
      {token && category === undefined && search.trim() === '' && <MemberRows actions={actions} />}
      <section aria-labelledby="game-list-title">
        <h2 id="game-list-title" className="sr-only">
          {title}
        </h2>
        {grid()}
      </section>
      {sheet && (
        <GameLaunchDialog
          game={sheet}
          onClose={() => setSheet(undefined)}
          onPlay={(game) => {
            // The sheet leaves the page first: a toast made while it is open would be shown inside it
            // (lib/toast.ts), and go with it.
            flushSync(() => setSheet(undefined));
            start(game);
          }}
        />
      )}
      {framed && <GameFrame url={framed.url} title={framed.title} onClose={closeFrame} />}
    </>
  );
}
