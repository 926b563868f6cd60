import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight get at a shutdown before their connections are cut (main.ts gives 10 s). */
export const CLOSE_GRACE_MS = 5_000;

/**
 * A bounded close (issue 25 item 6). Node's server.close() waits for every connection, and it does not take
 * one that never sent a request (a browser's preconnect) for idle: the close waited for its headers timeout.
 * At a close, every connection with no request in flight goes at once; the others as soon as their response
 * is sent (kept-alive ones too), and any still open after CLOSE_GRACE_MS is cut.
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
  app.addHook('onResponse', async (req) => {
    const socket = req.raw.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, Math.max(0, inFlight.get(socket)! - 1));
    // After the response is written: the socket is closed once it is flushed.
    setImmediate(() => dropIfIdle(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of inFlight.keys()) dropIfIdle(socket);
    const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    app.server.once('close', () => clearTimeout(cut));
  });
}
