import type { SpotRenderer } from './spot-button';

/** Pairs and tie above, player (blue) and banker (red) large below, as on the tables. */
export function BaccaratBoard({ spot }: { spot: SpotRenderer }) {
  return (
    <div className="board board-baccarat">
      {spot('playerPair', { className: 'side-p small-spot' })}
      {spot('tie', { className: 'side-t small-spot' })}
      {spot('bankerPair', { className: 'side-b small-spot' })}
      {spot('player', { className: 'side-p big-spot wide-2' })}
      {spot('banker', { className: 'side-b big-spot wide-1' })}
    </div>
  );
}
