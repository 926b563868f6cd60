import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { fail } from '../lib/app-error';
import { withHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields whose control characters the route judges itself: the bank feed refuses a bad
     * row and keeps the others, signup ignores an affiliate key that cannot be one
     * (docs/decisions/014-request-edges.md).
     */
    ownControlChars?: readonly string[];
  }
}

/**
 * Control characters other than tab and line breaks: U+0000 cannot be stored in, or compared with, PostgreSQL
 * text (the query fails: a 500), and none of the others belongs in any input. Free-text fields refuse tab and
 * line breaks too, in their schemas (contracts `plainText`); a note may keep its line breaks.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * One check for every route, first among its own hooks before its schemas and handler: a path parameter,
 * query field, or any string or key in a JSON body with a control character is refused with 400 and the
 * Thai message. It covers the inputs no contract describes (path parameters, routes without schemas) as
 * well as those a schema forgot (docs/ABUSE.md 16.12). A signed API's scope judges the signature before it.
 */
export function registerControlCharGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = new Set(route.config?.ownControlChars);
    const guard: preValidationHookHandler = (req, _reply, done) => {
      if (holdsControl(req.params) || holdsControl(req.query) || holdsControl(req.body, own)) {
        return done(fail('VALIDATION', 'controlCharacters'));
      }
      done();
    };
    route.preValidation = withHook(route.preValidation, guard, 'first');
  });
}

/** Walks parsed JSON without recursion (a deeply nested body cannot overflow the stack). */
function holdsControl(input: unknown, skipFields?: Set<string>): boolean {
  const pending: unknown[] = [];
  if (isRecord(input) && skipFields?.size) {
    for (const [key, item] of Object.entries(input)) if (!skipFields.has(key)) pending.push(key, item);
  } else {
    pending.push(input);
  }
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
