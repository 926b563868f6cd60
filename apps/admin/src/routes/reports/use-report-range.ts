import { useSearchParams } from 'react-router';
import {
  bangkokToday,
  rangeSearchParams,
  readRangeSearch,
  type PickedRange,
  type RangePreset,
} from '../../lib/report-range';

/** The range of a report screen, kept in the URL (`?range=30d`, `?from=…&to=…`) so a view can be shared. */
export function useReportRange(fallback: Exclude<RangePreset, 'custom'>) {
  const [params, setParams] = useSearchParams();
  const range = readRangeSearch(params, bangkokToday(), fallback);
  const setRange = (next: PickedRange) => setParams(rangeSearchParams(next, fallback));
  return [range, setRange] as const;
}
