import { TH } from '@chokdee/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { timedOut } from '../lib/pg-errors';

const THAI = /[\u0E00-\u0E7F]/;

/** Every failure leaves as `{ success: 0, message }` in Thai; internals never leave the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ success: 0, message: err.message });
    }
    if (err.validation) {
      return reply.code(400).send({ success: 0, message: validationMessage(err.validation) });
    }
    if (err instanceof SyntaxError) return reply.code(400).send({ success: 0, message: TH.invalidJson });
    const clientMessage = CLIENT_ERRORS[err.code];
    if (clientMessage) return reply.code(400).send({ success: 0, message: clientMessage });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ success: 0, message: TH.invalidRequest });
    }
    if (timedOut(err)) {
      // Behind a held lock or over the statement limit (db/client.ts): busy, not broken; try again.
      req.log.warn({ err: loggable(err) }, 'database timeout');
      return reply.code(503).send({ success: 0, message: TH.databaseBusy });
    }
    req.log.error({ err: loggable(err) }, 'request failed');
    return reply.code(500).send({ success: 0, message: TH.internalError });
  });

  app.setNotFoundHandler((req, reply) => {
    // A page path typed into the browser: the landing app only knows "/" (SPEC §2).
    if (req.method === 'GET' && req.headers.accept?.includes('text/html')) return reply.redirect('/');
    return reply.code(404).send({ success: 0, message: TH.notFound });
  });
}

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: TH.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: TH.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: TH.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: TH.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: TH.unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: TH.unsupportedMediaType,
};

/** What a database driver's error may say without repeating any values (unlike its `detail`). */
interface DriverError {
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
}

/**
 * A failed drizzle query carries the statement's values (phone and account numbers, password hashes) in
 * its message, stack and `params`, and the driver's error may repeat them in `detail`. The log keeps the
 * SQL text, the call frames and the database's own message and code: enough to diagnose, no member data.
 */
function loggable(err: Error): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const { message, code, constraint, table } = (err.cause ?? {}) as DriverError;
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${err.query}`,
    stack: frames?.join('\n'),
    cause: { message, code, constraint, table },
  };
}

/** The schema's own Thai message for the first problem, else a generic one. */
function validationMessage(issues: NonNullable<FastifyError['validation']>) {
  for (const issue of issues) {
    const params = issue.params as { issue?: { code?: string } } | undefined;
    if (params?.issue?.code === 'unrecognized_keys' || issue.keyword === 'unrecognized_keys') {
      return TH.unknownField;
    }
    if (issue.message && THAI.test(issue.message)) return issue.message;
  }
  return TH.invalidRequest;
}
