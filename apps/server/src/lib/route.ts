import type { CallContract } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../plugins/access';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The 202 answer of a call that can wait for a second person (`accepted`), never of others. */
type Accepted<C extends CallContract> = C['accepted'] extends z.ZodType ? z.input<C['accepted']> : never;

export interface RouteContext<C extends CallContract> {
  body: Parsed<C['body']>;
  query: Parsed<C['querystring']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of the contract: its schemas validate the request and serialise the answer,
 * `access` decides who may call it (checked in onRequest, before the body is read).
 */
export function addRoute<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  access: Access,
  handler: (
    ctx: RouteContext<NoInfer<C>>,
  ) => Promise<z.input<NoInfer<C>['response']> | Accepted<NoInfer<C>> | FastifyReply> | FastifyReply,
  options: {
    bodyLimit?: number;
    /** A member call a session of a temporary password may make (plugins/access.ts). */
    temporaryPasswordOk?: boolean;
    /**
     * The handler builds its answer field by field with the contract's types (the user info): it is
     * checked against the response schema in development and tests, and sent as it is in production,
     * where that check cost a third of the call's CPU (docs/decisions/011-user-info-one-statement.md).
     */
    answerBuiltExactly?: boolean;
    /** Body fields whose control characters the handler judges itself (plugins/control-chars.ts). */
    ownControlChars?: readonly string[];
  } = {},
) {
  const { answerBuiltExactly, temporaryPasswordOk, ownControlChars, ...routeOptions } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    // A JSON call: no page headers (plugins/page-headers.ts); they cost a third of a small call's time.
    config: {
      access,
      pageHeaders: false,
      ...(temporaryPasswordOk && { temporaryPasswordOk }),
      ...(ownControlChars && { ownControlChars }),
    },
    ...routeOptions,
    ...(answerBuiltExactly && SEND_EXACT_ANSWERS_UNCHECKED && { serializerCompiler: () => JSON.stringify }),
    schema: {
      summary: call.summary,
      tags: [tagOf(call.path)],
      ...(call.body && { body: call.body }),
      ...(call.querystring && { querystring: call.querystring }),
      response: { 200: call.response, ...(call.accepted && { 202: call.accepted }) },
      ...(access === 'member' && { security: [{ siteKey: [], bearer: [] }] }),
      ...(access === 'site' && { security: [{ siteKey: [] }] }),
      ...(access === 'siteOrMember' && { security: [{ siteKey: [] }, { siteKey: [], bearer: [] }] }),
      ...(typeof access === 'object' && { security: [{ adminKey: [] }, { staffSession: [] }] }),
    },
    handler: (req, reply) => {
      const answer = handler({ body: req.body as never, query: req.query as never, req, reply });
      // A handler that sent synchronously is done: Fastify would send a returned reply a second time.
      return answer === reply ? undefined : answer;
    },
  });
}

/** Elsewhere the app's zod serializer checks every answer, exact or not (`answerBuiltExactly`). */
const SEND_EXACT_ANSWERS_UNCHECKED = process.env.NODE_ENV === 'production';

function tagOf(path: string) {
  return path.split('/')[1] ?? 'root';
}

/** The success envelope `{ success: 1, data, message? }`. */
export function ok<T>(data: T): { success: 1; data: T };
export function ok<T>(data: T, message: string): { success: 1; data: T; message: string };
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: 1 as const, data } : { success: 1 as const, data, message };
}
