import { LIVE_PAYTABLES, type LiveBetSpot, type LiveKind, type LiveResult } from '@chokdee/contracts';
import type { SpotView } from './spot-button';
import { spotReturn } from './spot-return';
import { spotLabel } from './spot-text';

/** "1:1", "0.95:1"; the per-die spots "1:1 2:1 3:1" (one, two, three dice). */
export const paysText = (spot: LiveBetSpot) =>
  spot.paysByDice ? spot.paysByDice.map((n) => `${n}:1`).join(' ') : `${spot.pays}:1`;

/** Every spot of a table as the board draws it this moment. */
export function spotViews(
  kind: LiveKind,
  mine: Record<string, number>,
  pending: Record<string, number>,
  totals: Record<string, number>,
  result: LiveResult | null,
): Map<string, SpotView> {
  return new Map(
    LIVE_PAYTABLES[kind].map((spot) => [
      spot.code,
      {
        code: spot.code,
        label: spotLabel(kind, spot),
        pays: paysText(spot),
        mine: mine[spot.code] ?? 0,
        pending: pending[spot.code] ?? 0,
        total: totals[spot.code] ?? 0,
        returned: result ? spotReturn(spot.code, result) : undefined,
      },
    ]),
  );
}
