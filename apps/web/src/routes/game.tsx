import { type GameCategory } from '@chokdee/contracts';
import { Navigate, useParams } from 'react-router';
import { GameCategoryNav } from '../components/game-category-nav';
import { GameLobby } from '../components/game-lobby';
import { GameRecall } from '../components/game-recall';
import { GameRewardsBar } from '../components/game-rewards-bar';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { CATEGORY_TITLES, categoryFromSlug } from '../lib/game-categories';
import { useToken } from '../lib/session';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/**
 * The game lobby: /game (all, with the member's favourites, recently played and game recall),
 * /game/{category}, and the category
 * routes /slot, /baccarat, /poker, /trading (`category` given by the router).
 */
export function GameRoute({ category: fixed }: { category?: GameCategory }) {
  const { category: slug } = useParams();
  const token = useToken();
  const category = fixed ?? categoryFromSlug(slug);
  if (slug !== undefined && category === undefined) return <Navigate to={paths.game.getHref()} replace />;
  const title = category ? CATEGORY_TITLES[category] : TEXT.navGame;

  return (
    <Page title={title}>
      {token && <GameRewardsBar />}
      <GameCategoryNav current={category} />
      <GameLobby category={category} title={title} />
      {token && category === undefined && <GameRecall />}
    </Page>
  );
}
