import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_KEY, useTestApp } from '../../test/test-app';

/**
 * A client that sends its headers and then the body a byte at a time (or never) holds a socket and a
 * request for as long as it likes: a handful of them starve the server. The whole request must arrive
 * within REQUEST_TIMEOUT_SEC; here 1 second, so the test waits about that long.
 */
const t = useTestApp({ env: { REQUEST_TIMEOUT_SEC: '1' } });
let port: number;
beforeAll(async () => {
  const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(url.port);
});

/** Sends the headers and `sent` bytes of a 100-byte body, then stalls; answers what came back and when. */
function slowBody(sent: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, ms: performance.now() - started });
    }, 8_000);
    socket.on('error', reject);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, ms: performance.now() - started });
    });
    socket.write(
      'POST /auth-service/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `X-Api-Key: ${SITE_KEY}\r\nContent-Length: 100\r\n\r\n${sent}`,
    );
  });
}

describe('request body timeout', () => {
  it('a body that never finishes is cut off with 408 after REQUEST_TIMEOUT_SEC', async () => {
    const { answer, ms } = await slowBody('{"phoneNumber":');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4_000);
  });
});
