import { fillMessage, type GameEntry } from '@chokdee/contracts';
import { Dialog } from '../components/dialog';
import { tileArt } from '../lib/game-tile-art';
import { TEXT } from '../lib/text';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The sheet before a launch (a bottom sheet on a phone): the game's RTP, stake limits and rules, then
 * "เข้าเล่น". The house games carry them from the server (read from the game itself); a game without
 * them (an outside provider's, or a house game not described yet) says they are on the game's page.
 */
export function GameLaunchDialog({
  game,
  onPlay,
  onClose,
}: {
  game: GameEntry;
  onPlay: (game: GameEntry) => void;
  onClose: () => void;
}) {
  const art = tileArt(game);
  const described = Boolean(game.rtp?.length || game.rules?.length || game.minBet !== undefined);
  return (
    <Dialog title={game.name} onClose={onClose} variant="sheet">
      <div className="game-sheet">
        {art && <img className="game-sheet__art" src={art} alt="" width="160" height="120" />}
        {game.rtp && game.rtp.length > 0 && (
          <section className="game-sheet__part" aria-labelledby="game-sheet-rtp">
            <h3 id="game-sheet-rtp">{TEXT.gameSheetRtp}</h3>
            <dl className="game-sheet__rtp">
              {game.rtp.map((r) => (
                <div key={r.label}>
                  <dt>{r.label}</dt>
                  <dd>{percent.format(r.percent)}%</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {game.minBet !== undefined && game.maxBet !== undefined && (
          <p className="game-sheet__limits">
            <span>{TEXT.gameSheetLimits}</span>{' '}
            <strong>{fillMessage(TEXT.gameSheetLimitsValue, { min: game.minBet, max: game.maxBet })}</strong>
          </p>
        )}
        {game.rules && game.rules.length > 0 && (
          <section className="game-sheet__part" aria-labelledby="game-sheet-rules">
            <h3 id="game-sheet-rules">{TEXT.gameSheetRules}</h3>
            <ul className="game-sheet__rules">
              {game.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        )}
        {!described && <p className="game-sheet__none">{TEXT.gameSheetNoInfo}</p>}
        <div className="game-sheet__actions">
          <button type="button" className="btn btn-primary" onClick={() => onPlay(game)}>
            {TEXT.gamePlay}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
