import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { reportQuery, reportRange } from './report-query';

/**
 * Play of one provider, or one game of a provider, in baht. GGR = bets − refunds − wins; NGR = GGR − its
 * share of the range's bonuses, cashback and affiliate, shared by turnover
 * (docs/decisions/074-ngr-and-csv.md).
 */
export const reportGameRow = z.object({
  provider: z.string(),
  /** The game code; absent on a provider's row. */
  game: z.string().optional(),
  bets: z.number(),
  refunds: z.number(),
  wins: z.number(),
  /** Bets − refunds: the stake that played. */
  turnover: z.number(),
  ggr: z.number(),
  /** This row's share of bonuses + cashback + affiliate. */
  costs: z.number(),
  ngr: z.number(),
});
export type ReportGameRow = z.infer<typeof reportGameRow>;

export const reportGamesQuery = reportQuery.extend({
  /** Which table `format=csv` sends: one row per game (default) or per provider. JSON has both. */
  by: z.enum(['game', 'provider']).default('game'),
});

export const adminReportGames = defineCall({
  method: 'GET',
  path: '/admin/v1/reports/games',
  summary:
    'Operator report: GGR and NGR by provider and by game over inclusive Bangkok days `from`..`to` ' +
    '(default today), from the ledger. `format=csv` answers the game table (`by=provider`: the provider table)',
  querystring: reportGamesQuery,
  response: okEnvelope(
    z.object({
      range: reportRange,
      total: reportGameRow.omit({ provider: true, game: true }),
      providers: z.array(reportGameRow),
      games: z.array(reportGameRow),
    }),
  ),
});
