import type { SpotRenderer } from './spot-button';

/** Dragon (red) left, tie in the middle, tiger (blue) right. */
export function DragonTigerBoard({ spot }: { spot: SpotRenderer }) {
  return (
    <div className="board board-dt">
      {spot('dragon', { className: 'side-b big-spot' })}
      {spot('tie', { className: 'side-t big-spot' })}
      {spot('tiger', { className: 'side-p big-spot' })}
    </div>
  );
}
