import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SITE_KEY, useTestApp } from '../../test/test-app';

/**
 * Issue 25 item 6: a shutdown is bounded. A browser opens connections before it needs them and keeps used
 * ones alive; neither may hold the close of a process being redeployed until the headers timeout (30 s).
 */
const t = useTestApp();

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

describe('closing the server', () => {
  it('is not held by a connection that never sent a request, nor by a kept-alive one', async () => {
    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const silent = await opened(port);
    const used = await opened(port);
    await new Promise<void>((resolve) => {
      used.once('data', () => resolve());
      used.write(
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${SITE_KEY}\r\nConnection: keep-alive\r\n\r\n`,
      );
    });
    const started = performance.now();
    await t.app.close();
    const ms = performance.now() - started;
    expect(ms, `the close took ${Math.round(ms)} ms`).toBeLessThan(3_000);
    silent.destroy();
    used.destroy();
  });
});
