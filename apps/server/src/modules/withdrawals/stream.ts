import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { adminWithdrawalStream, type WithdrawalQueueEvent } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import type { QueueWatch } from './queue-watch';
import { sendEventStream } from '../../lib/event-stream';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * `GET /admin/v1/withdrawals/stream`: Server-Sent Events of the withdrawal queue (issue 12 screen 2). The
 * page refetches the queue when an event's version differs from the one it shows. Each connection only
 * listens to the process's one QueueWatch; it ends when the client goes away or the app closes (before
 * the server waits for open connections to finish, so a deploy never hangs on a staff member's tab).
 */
export function withdrawalStreamRoute(app: FastifyInstance, watch: QueueWatch) {
  /** Ends each open stream; resolves once its response is finished (or its client gone). */
  const open = new Set<() => Promise<void>>();

  addRoute(app, adminWithdrawalStream, { staff: 'withdrawals.read' }, async ({ reply }) => {
    const stream = new PassThrough();
    const send = (event: WithdrawalQueueEvent) =>
      stream.write(`event: queue\nid: ${event.version}\ndata: ${JSON.stringify(event)}\n\n`);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const unsubscribe = watch.subscribe(send);
    const done = finished(reply.raw).catch(() => undefined);
    const end = () => {
      if (open.delete(end)) {
        clearInterval(keepAlive);
        unsubscribe();
        stream.end();
      }
      return done;
    };
    open.add(end);
    reply.raw.once('close', end);
    return sendEventStream(reply, stream);
  });

  // Before the server waits for its connections: a staff member's open tab must not hold a deploy.
  app.addHook('preClose', async () => {
    await Promise.all([...open].map((end) => end()));
  });
  app.addHook('onClose', async () => watch.close());
}
