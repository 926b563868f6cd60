import { HILO_SPOTS } from '@chokdee/contracts';
import { useState } from 'react';
import { LT } from './live-text';
import type { SpotRenderer } from './spot-button';

type Group = keyof typeof LT.groups;
const GROUPS = Object.keys(LT.groups) as Group[];
const codes = (prefix: string) => HILO_SPOTS.filter((s) => s.code.startsWith(prefix)).map((s) => s.code);
const IN_GROUP: Record<Group, string[]> = {
  main: codes('single:'),
  combo: codes('combo:'),
  total: codes('total:'),
  pair: [...codes('pair:'), ...codes('triple:'), 'anyTriple'],
};

/**
 * ต่ำ, 11 ไฮโล and สูง always on top; the 47 other spots in four groups behind tabs (เต็ง first), so a
 * 360-pixel phone shows a board, not a wall of buttons.
 */
export function HiloBoard({ spot }: { spot: SpotRenderer }) {
  const [group, setGroup] = useState<Group>('main');
  return (
    <div className="board-hilo">
      <div className="board board-hilo-main">
        {spot('low', { className: 'side-p big-spot' })}
        {spot('eleven', { className: 'side-t big-spot' })}
        {spot('high', { className: 'side-b big-spot' })}
      </div>
      <div className="tabs" role="group" aria-label={LT.board}>
        {GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            className="tab"
            aria-pressed={g === group}
            onClick={() => setGroup(g)}
          >
            {LT.groups[g]}
          </button>
        ))}
      </div>
      <div className={`board board-hilo-${group}`}>
        {IN_GROUP[group].map((code) => spot(code, { className: 'small-spot' }))}
      </div>
    </div>
  );
}
