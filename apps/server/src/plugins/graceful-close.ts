import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight get at a shutdown before their connections are cut (main.ts gives 10 s). */
export const CLOSE_GRACE_MS = 5_000;
/**
 * How long an idle connection gets at a close to carry one more request (answered with `Connection:
 * close`) or to be closed by its client. Closing it from this side could cross a request the client has
 * just sent on it (on a kept-alive connection, or on a new one whose request is not read yet): a proxy
 * does not resend a POST that reached a process, so nginx closes its idle connections first (after 1 s,
 * deploy/nginx/chokdee.conf).
 */
export const KEEP_ALIVE_DRAIN_MS = 1_500;

/**
 * A bounded close (issue 25 item 6) that loses no request behind a proxy (item 5). At a close the server
 * stops taking connections at once (Node's server.close() would also drop the idle ones, see above);
 * every answer from then on says `Connection: close`, and its connection goes once it is sent; idle ones
 * (kept alive, or a browser's preconnect that never sent a request) go after KEEP_ALIVE_DRAIN_MS; any still
 * open after CLOSE_GRACE_MS is cut. Fastify's close waits for them all before its onClose hooks (and
 * main.ts the database) run.
 */
export function registerGracefulClose(app: FastifyInstance) {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  const dropIfIdle = (socket: Socket) => {
    if (closing && !inFlight.get(socket)) socket.destroy();
  };

  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  // Only the server's own connections are counted (an injected request has no real socket).
  app.addHook('onRequest', async (req) => {
    const socket = req.raw.socket;
    if (inFlight.has(socket)) inFlight.set(socket, inFlight.get(socket)! + 1);
  });
  // Sockets whose last answer said `Connection: close`: only those are dropped when it is sent. One whose answer
  // went out kept-alive just before the close began stays for its client to reuse (it is then answered with
  // `Connection: close`) or to close; dropping it then crossed nginx's next request on it (a 502, once in CI).
  const toldToClose = new WeakSet<Socket>();
  app.addHook('onSend', async (req, reply) => {
    if (closing && !reply.raw.headersSent) {
      reply.header('connection', 'close');
      toldToClose.add(req.raw.socket);
    }
  });
  app.addHook('onResponse', async (req) => {
    const socket = req.raw.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, Math.max(0, inFlight.get(socket)! - 1));
    // After the response is written: the socket is closed once it is flushed.
    if (toldToClose.has(socket)) setImmediate(() => dropIfIdle(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    // net's close stops the listening alone; its callback comes once every connection has ended.
    const allClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // Fastify's own server.close() comes after the preClose hooks: it waits for the same end.
    server.close = ((done?: (err?: Error) => void) => {
      void allClosed.then(() => done?.());
      return server;
    }) as typeof server.close;
    const drain = setTimeout(() => inFlight.forEach((_, socket) => dropIfIdle(socket)), KEEP_ALIVE_DRAIN_MS);
    const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    void allClosed.then(() => {
      clearTimeout(drain);
      clearTimeout(cut);
    });
  });
}
