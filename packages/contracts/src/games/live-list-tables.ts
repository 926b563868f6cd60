import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { liveResult, livePhase, liveShoeInfo } from './live-events';
import { liveKind } from './live-paytables';

export const liveTableSummary = z.object({
  id: z.string(),
  kind: liveKind,
  name: z.string(),
  /** null before the table's first round. */
  phase: livePhase.nullable(),
  roundNo: z.number().int().nullable(),
  msLeft: z.number().int(),
  players: z.number().int(),
  shoe: liveShoeInfo.nullable(),
  /** The current shoe's results so far (the small road on the table list). */
  results: z.array(liveResult),
});
export type LiveTableSummary = z.infer<typeof liveTableSummary>;

export const liveListTables = defineCall({
  method: 'GET',
  path: '/house/api/live/tables',
  summary:
    'House provider: the live tables with their kind, phase, players and the shoe so far (house session token)',
  response: okEnvelope(z.array(liveTableSummary)),
});
