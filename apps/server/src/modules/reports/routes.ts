import { adminReportDaily, adminReportGames, adminReportSummary } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import { sendCsv } from './csv';
import { dailyCsv, gamesCsv, summaryCsv } from './report-csv';
import { createReportService } from './service';

export function reportRoutes(app: FastifyInstance, db: Db) {
  const reports = createReportService(db);

  addRoute(app, adminReportSummary, { staff: 'reports.read' }, async ({ query, reply }) => {
    const summary = await reports.summary(query);
    return query.format === 'csv'
      ? sendCsv(reply, `summary-${summary.range.from}-${summary.range.to}.csv`, summaryCsv(summary))
      : ok(summary);
  });

  addRoute(app, adminReportDaily, { staff: 'reports.read' }, async ({ query, reply }) => {
    const daily = await reports.daily(query);
    return query.format === 'csv'
      ? sendCsv(reply, `daily-${daily.range.from}-${daily.range.to}.csv`, dailyCsv(daily.days))
      : ok(daily);
  });

  addRoute(app, adminReportGames, { staff: 'reports.read' }, async ({ query, reply }) => {
    const games = await reports.games(query);
    if (query.format === 'json') return ok(games);
    const rows = query.by === 'game' ? games.games : games.providers;
    return sendCsv(
      reply,
      `${query.by === 'game' ? 'games' : 'providers'}-${games.range.from}-${games.range.to}.csv`,
      gamesCsv(rows, query.by),
    );
  });
}
