import { createServer, type ServerResponse } from 'node:http';

/**
 * The live fan-out's baseline: a bare Node HTTP server that writes one Server-Sent Event to every open
 * connection each second, serialised once, with no framework, database or authentication. The event is
 * as long as a live table's `result` event and carries its send time, so the same clients measure it.
 */
const FRAME_BYTES = Number(process.env.FRAME_BYTES ?? 600);
const open = new Set<ServerResponse>();
let seq = 0;

const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write('retry: 2000\n\n');
  open.add(res);
  req.once('close', () => open.delete(res));
});

setInterval(() => {
  const body = JSON.stringify({ type: 'tick', seq: seq++, sentAt: Date.now(), filler: '' });
  const filler = 'x'.repeat(Math.max(0, FRAME_BYTES - body.length));
  const frame = `event: tick\ndata: ${body.replace('"filler":""', `"filler":"${filler}"`)}\n\n`;
  for (const res of open) res.write(frame);
}, 1_000);

server.listen(Number(process.env.PORT ?? 3901), '127.0.0.1', () => process.stdout.write('bare sse ready\n'));
