import { getMonthlyStatementCsv, getMonthlyStatementPdf, getStatement } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { prefersEnglish } from '../../plugins/message-language';
import { memberPhoneOf } from '../members';
import { sendCsv } from '../reports';
import { monthlyStatement, statementPage, type Lang } from './service';
import { monthlyCsv } from './statement-csv';
import { monthlyPdf } from './statement-pdf';

/** The statement's titles follow the call's language, as its messages do (plugins/message-language.ts). */
const langOf = (req: FastifyRequest): Lang => (prefersEnglish(req.headers['accept-language']) ? 'en' : 'th');

export function statementRoutes(app: FastifyInstance, db: Db) {
  addRoute(app, getStatement, 'member', async ({ req, query }) =>
    ok(await statementPage(db, memberOf(req).memberId, query, langOf(req))),
  );

  addRoute(app, getMonthlyStatementCsv, 'member', async ({ req, reply, query }) => {
    const statement = await monthlyStatement(db, memberOf(req).memberId, query.month, langOf(req));
    return sendCsv(reply, `statement-${query.month}.csv`, monthlyCsv(statement));
  });

  addRoute(app, getMonthlyStatementPdf, 'member', async ({ req, reply, query }) => {
    const { memberId } = memberOf(req);
    const statement = await monthlyStatement(db, memberId, query.month, langOf(req));
    const pdf = await monthlyPdf(statement, (await memberPhoneOf(db, memberId)) ?? '');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="statement-${query.month}.pdf"`)
      .send(pdf);
  });
}
