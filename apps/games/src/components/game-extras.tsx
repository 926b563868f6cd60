import { FairnessPanel } from './fairness-panel';
import { GameHistory } from './game-history';

/** What every game page shows under its table: the seeds and the member's rounds of this game. */
export function GameExtras({ game }: { game: string }) {
  return (
    <>
      <FairnessPanel />
      <GameHistory game={game} />
    </>
  );
}
