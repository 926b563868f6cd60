import { createBrowserRouter } from 'react-router';
import { BASENAME, paths } from '../config/paths';

/**
 * Every page is its own chunk: the lobby and the table games stay small, and only the slot routes import
 * PixiJS (through their reels component). The paths are config/paths.ts's, under /house.
 */
const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

export const router = createBrowserRouter(
  [
    { path: paths.lobby, lazy: page(() => import('../routes/lobby'), 'LobbyPage') },
    { path: paths.slot, lazy: page(() => import('../routes/slot/slot-page'), 'SlotPage') },
    { path: paths.naga, lazy: page(() => import('../routes/slot/naga-page'), 'NagaPage') },
    { path: paths.baccarat, lazy: page(() => import('../routes/baccarat-page'), 'BaccaratPage') },
    { path: paths.trading, lazy: page(() => import('../routes/trading/trading-page'), 'TradingPage') },
    { path: paths.verify, lazy: page(() => import('../routes/verify-page'), 'VerifyPage') },
    {
      path: paths.videoPoker,
      lazy: page(() => import('../routes/poker/video-poker-page'), 'VideoPokerPage'),
    },
    { path: paths.holdem, lazy: page(() => import('../routes/poker/holdem-page'), 'HoldemPage') },
    { path: paths.live, lazy: page(() => import('../routes/live/live-page'), 'LivePage') },
    {
      path: `${paths.live}/:tableId`,
      lazy: page(() => import('../routes/live/live-table-page'), 'LiveTablePage'),
    },
    { path: '*', lazy: page(() => import('../routes/coming-soon'), 'NotFoundPage') },
  ],
  { basename: BASENAME },
);
