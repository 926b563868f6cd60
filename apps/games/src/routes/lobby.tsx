import { returnRange } from '@chokdee/contracts';
import { Link } from 'react-router';
import { Notice } from '../components/notice';
import { Screen } from '../components/screen';
import { GAME_PATHS, paths } from '../config/paths';
import { T } from '../i18n';
import { useHouse } from '../lib/house-store';

/**
 * The games with pages of their own beside the one-shot ones the state lists: without them the lobby led
 * nowhere near poker or the live tables (their RTP is on their rules sheet).
 */
const MORE_GAMES = [
  ['videoPoker', paths.videoPoker],
  ['holdem', paths.holdem],
  ['live', paths.live],
] as const;

/** The house games with their return to player (the whole range: the tie bet returns far less than banker). */
export function LobbyPage() {
  const { state, error } = useHouse();
  const notice = error
    ? { text: error, kind: 'error' as const }
    : { text: state ? '' : T.loading, kind: 'info' as const };
  return (
    <Screen title={T.lobbyTitle}>
      <Notice notice={notice} />
      <ul className="games" aria-label={T.lobby}>
        {state?.games.map((g) => {
          const [low, high] = returnRange(g.rtp).map((p) => `${p.toFixed(2)}%`);
          return (
            <li key={g.game}>
              <Link className={`game-card g-${g.game}`} to={GAME_PATHS[g.game] ?? paths.lobby}>
                <strong>{T.games[g.game] ?? g.title}</strong>
                <span className="small">
                  {T.rtp} {low === high ? low : `${low} – ${high}`}
                </span>
              </Link>
            </li>
          );
        })}
        {state &&
          MORE_GAMES.map(([code, path]) => (
            <li key={code}>
              <Link className={`game-card g-${code}`} to={path}>
                <strong>{T.games[code]}</strong>
                <span className="small">{T.lobbyMore[code]}</span>
              </Link>
            </li>
          ))}
      </ul>
      <p>
        <Link className="link" to={paths.verify}>
          {T.verifyLink}
        </Link>
      </p>
    </Screen>
  );
}
