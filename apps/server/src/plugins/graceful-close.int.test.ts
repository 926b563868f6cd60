import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SITE_KEY, testEnv, useTestApp } from '../../test/test-app';
import { KEEP_ALIVE_DRAIN_MS } from './graceful-close';

/**
 * Issue 25 item 6: a shutdown is bounded. A browser opens connections before it needs them and keeps used
 * ones alive; neither may hold the close of a process being redeployed until the headers timeout (30 s).
 */
const t = useTestApp();

const HEALTHZ = `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${SITE_KEY}\r\nConnection: keep-alive\r\n\r\n`;

/** Sends one request on `socket` and answers the response's head once it has come. */
const ask = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('data', (d: Buffer) => resolve(d.toString()));
    socket.write(HEALTHZ);
  });

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

  it('answers a request sent on a kept-alive connection during the close, then ends that connection', async () => {
    // Behind nginx: a request on an idle kept-alive connection may cross the close. Dropping the connection
    // would reset it (nginx answers 502 and never resends a POST); a 503 would reach the member too.
    const app = await buildApp({ env: testEnv(), database: t.database });
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    const kept = await opened(port);
    expect(await ask(kept)).toMatch(/^HTTP\/1.1 200/);
    const ended = new Promise<void>((resolve) => kept.once('end', () => resolve()));
    const closed = app.close();
    await new Promise((r) => setTimeout(r, KEEP_ALIVE_DRAIN_MS / 3));
    // Not taking new connections any more, but the kept-alive one still carries a request.
    await expect(opened(port)).rejects.toThrow(/ECONNREFUSED/);
    const answer = await ask(kept);
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await ended;
    await closed;
  });
});
