import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a Server-Sent Events body. Not buffered by a proxy (nginx would hold the events back), and
 * `Connection: close`: the browser reconnects with a new request anyway, and a socket kept alive after the
 * stream would only hold a closing server back.
 */
export function sendEventStream(reply: FastifyReply, body: Readable) {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .header('connection', 'close')
    .send(body);
}
