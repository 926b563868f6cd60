import { MEMBER_PAGE, type GameEntry } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { refreshMoney } from '../api/get-balance';
import { recentGamesQueryOptions } from '../api/get-recent-games';
import { useLaunchGame } from '../api/launch-game';
import { memberHref, paths } from '../config/paths';
import { showError } from './alerts';
import { onLeaveGame } from './leave-game';
import { getToken } from './session';
import { toast } from './toast';
import { TEXT } from './text';

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
export function useGameLauncher() {
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
      void queryClient.invalidateQueries({ queryKey: recentGamesQueryOptions().queryKey });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset, queryClient]);
  // "ออกจากเกม" of the reality check closes the framed game.
  useEffect(() => onLeaveGame(() => setFramed(undefined)), []);
  const start = (game: GameEntry) => {
    if (!getToken()) {
      toast(TEXT.gameLoginFirst);
      void navigate(paths.login.getHref(), { state: { from: pathname } });
      return;
    }
    const here = memberHref(pathname);
    launch.mutate(
      { ch: game.ch, returnTo: MEMBER_PAGE.test(here) ? here : memberHref(paths.game.getHref()) },
      {
        onSuccess: (url) => {
          // The server recorded the launch: "เล่นล่าสุด" is read again when the member is back.
          void queryClient.invalidateQueries({ queryKey: recentGamesQueryOptions().queryKey });
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
