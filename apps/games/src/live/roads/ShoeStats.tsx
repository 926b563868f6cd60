import type { ShoeStats as ShoeStatsData } from '@chokdee/contracts';
import { BACCARAT_SIDE_NAMES, ROAD_TEXT, type SideNames } from './roads-text';
import './roads.css';

interface ShoeStatsProps {
  stats: ShoeStatsData;
  names?: SideNames;
  /** Pairs and naturals are baccarat's; Dragon Tiger hides them. */
  showPairs?: boolean;
}

const percent = (n: number, of: number) => (of === 0 ? '0%' : `${Math.round((n * 100) / of)}%`);

/** The shoe's counts: wins per side with their share of the hands, then pairs and naturals. */
export function ShoeStats({ stats, names = BACCARAT_SIDE_NAMES, showPairs = true }: ShoeStatsProps) {
  const rows: [string, number, string][] = [
    [names.B, stats.banker, 'road-b'],
    [names.P, stats.player, 'road-p'],
    [names.T, stats.tie, 'road-t'],
  ];
  return (
    <section className="road-stats" aria-label={ROAD_TEXT.statsTitle}>
      <dl>
        <div>
          <dt>{ROAD_TEXT.hands}</dt>
          <dd>{stats.hands}</dd>
        </div>
        {rows.map(([name, n, className]) => (
          <div key={className} className={className}>
            <dt>{name}</dt>
            <dd>
              {n} <small>({percent(n, stats.hands)})</small>
            </dd>
          </div>
        ))}
        {showPairs && (
          <>
            <div>
              <dt>{ROAD_TEXT.bankerPairs}</dt>
              <dd>{stats.bankerPairs}</dd>
            </div>
            <div>
              <dt>{ROAD_TEXT.playerPairs}</dt>
              <dd>{stats.playerPairs}</dd>
            </div>
            <div>
              <dt>{ROAD_TEXT.naturals}</dt>
              <dd>{stats.naturals}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
