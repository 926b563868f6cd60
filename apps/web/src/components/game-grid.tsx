import { MEMBER_PAGE, TH_WEB, type GameCategory, type GameEntry } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { refreshMoney } from '../api/get-balance';
import { useCatalogue } from '../api/get-catalogue';
import { useLaunchGame } from '../api/launch-game';
import { memberHref, paths } from '../config/paths';
import { showError } from '../lib/alerts';
import { getToken } from '../lib/session';
import { toast } from '../lib/toast';
import { EmptyState } from './empty-state';
import { GameFrame } from './game-frame';
import { GameTile } from './game-tile';
import { LoadFailed } from './load-failed';

/** A page of this site (the house games) opens in this tab; anything else is an outside provider's. */
const isOwnPage = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

/**
 * Opens a game: visitors are asked to log in first, and come back to this list; a member gets a signed,
 * short-lived URL from the server. The house games (pages of this site) open in this tab, their
 * "กลับหน้าหลัก" leading back to this list (`returnTo`); an outside provider's game opens in a full-screen
 * frame over the list (a new tab opened after an await is blocked by most phone browsers). Coming back
 * either way, the balance is read again. Maintenance, locked members and disabled games come back as the
 * server's Thai message in a popup.
 */
function useGameLauncher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const launch = useLaunchGame();
  const { reset } = launch;
  const [framed, setFramed] = useState<{ url: string; title: string }>();
  // Back from the game, a page restored from the back/forward cache would still show the tile busy and
  // the balance from before the game.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      void refreshMoney(queryClient);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset, queryClient]);
  const start = (game: GameEntry) => {
    if (!getToken()) {
      toast(TH_WEB.gameLoginFirst);
      void navigate(paths.login.getHref(), { state: { from: pathname } });
      return;
    }
    const here = memberHref(pathname);
    launch.mutate(
      { ch: game.ch, returnTo: MEMBER_PAGE.test(here) ? here : memberHref(paths.game.getHref()) },
      {
        onSuccess: (url) => {
          if (isOwnPage(url)) {
            window.location.assign(url);
            return;
          }
          reset();
          setFramed({ url, title: game.name });
        },
        onError: (err) => void showError(errorMessage(err)),
      },
    );
  };
  const closeFrame = () => {
    setFramed(undefined);
    void refreshMoney(queryClient);
  };
  // After success the page is leaving: keep the tile busy until it does.
  const busyCh = launch.isPending || launch.isSuccess ? launch.variables?.ch : undefined;
  return { start, busyCh, framed, closeFrame };
}

/** The catalogue of one category (or all): loading, error, empty and the tiles. */
export function GameGrid({ category, labelledBy }: { category?: GameCategory; labelledBy?: string }) {
  const { games, isPending, error, retry } = useCatalogue(category);
  const { start, busyCh, framed, closeFrame } = useGameLauncher();

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
    <>
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
      {framed && <GameFrame url={framed.url} title={framed.title} onClose={closeFrame} />}
    </>
  );
}
