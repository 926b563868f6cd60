import { adminReportDaily, adminReportGames, adminReportSummary } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import { dailyCsv, gamesCsv, summaryCsv } from './report-csv';
import { createReportService } from './service';

/** A CSV answer: a download named after the report and its days (the body starts with a UTF-8 BOM). */
function sendCsv(reply: FastifyReply, name: string, range: { from: string; to: string }, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
    .send(body);
}

export function reportRoutes(app: FastifyInstance, db: Db) {
  const reports = createReportService(db);

  addRoute(app, adminReportSummary, { staff: 'reports.read' }, async ({ query, reply }) => {
    const summary = await reports.summary(query);
    return query.format === 'csv'
      ? sendCsv(reply, 'summary', summary.range, summaryCsv(summary))
      : ok(summary);
  });

  addRoute(app, adminReportDaily, { staff: 'reports.read' }, async ({ query, reply }) => {
    const daily = await reports.daily(query);
    return query.format === 'csv' ? sendCsv(reply, 'daily', daily.range, dailyCsv(daily.days)) : ok(daily);
  });

  addRoute(app, adminReportGames, { staff: 'reports.read' }, async ({ query, reply }) => {
    const games = await reports.games(query);
    if (query.format === 'json') return ok(games);
    const rows = query.by === 'game' ? games.games : games.providers;
    return sendCsv(reply, query.by === 'game' ? 'games' : 'providers', games.range, gamesCsv(rows, query.by));
  });
}
