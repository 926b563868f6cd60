import { TH_WEB, type GameCategory, type GameEntry } from '@chokdee/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useCatalogue } from '../api/get-catalogue';
import { useLaunchGame } from '../api/launch-game';
import { paths } from '../config/paths';
import { showError } from '../lib/alerts';
import { getToken } from '../lib/session';
import { toast } from '../lib/toast';
import { EmptyState } from './empty-state';
import { GameTile } from './game-tile';
import { LoadFailed } from './load-failed';

/**
 * Opens a game: visitors go to login first; a member gets a signed, short-lived URL from the server and
 * the game opens in this tab (a new tab opened after an await is blocked by most phone browsers).
 * Maintenance, locked members and disabled games come back as the server's Thai message in a popup.
 */
function useGameLauncher() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const { reset } = launch;
  // Back from the game, a page restored from the back/forward cache would still show the tile busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  const start = (game: GameEntry) => {
    if (!getToken()) {
      toast(TH_WEB.gameLoginFirst);
      void navigate(paths.login.getHref());
      return;
    }
    launch.mutate(
      { ch: game.ch },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (err) => void showError(errorMessage(err)),
      },
    );
  };
  // After success the page is leaving: keep the tile busy until it does.
  const busyCh = launch.isPending || launch.isSuccess ? launch.variables?.ch : undefined;
  return { start, busyCh };
}

/** The catalogue of one category (or all): loading, error, empty and the tiles. */
export function GameGrid({ category, labelledBy }: { category?: GameCategory; labelledBy?: string }) {
  const { games, isPending, error, retry } = useCatalogue(category);
  const { start, busyCh } = useGameLauncher();

  if (isPending) {
    return (
      <ul className="game-grid" aria-busy="true" aria-label={TH_WEB.loading}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton game-grid__placeholder" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (error && !games) return <LoadFailed error={error} onRetry={retry} />;
  if (!games?.length) return <EmptyState />;
  return (
    <ul className="game-grid" aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={game.ch}>
          <GameTile
            game={game}
            launching={busyCh === game.ch}
            disabled={busyCh !== undefined}
            onLaunch={start}
          />
        </li>
      ))}
    </ul>
  );
}
