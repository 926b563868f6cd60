import { Link, useParams } from 'react-router';
import { Screen } from '../components/screen';
import { paths } from '../config/paths';
import { T } from '../i18n';

/**
 * Routes whose game API is not in the contracts yet (docs/decisions/058-game-client-react.md): the page
 * exists, with the frame, the balance and the way back, and says plainly that the game is on its way.
 */
function Placeholder({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <section className="panel">
        <p>{T.comingSoon}</p>
        <Link className="link" to={paths.lobby}>
          {T.lobbyTitle}
        </Link>
      </section>
    </Screen>
  );
}

export const VideoPokerPage = () => <Placeholder title={T.games.videoPoker ?? ''} />;
export const HoldemPage = () => <Placeholder title={T.games.holdem ?? ''} />;
export const LivePage = () => <Placeholder title={T.games.live ?? ''} />;
export function LiveTablePage() {
  const { tableId = '' } = useParams();
  return <Placeholder title={`${T.games.live ?? ''} ${tableId}`} />;
}
export const NotFoundPage = () => <Placeholder title={T.notFound} />;
