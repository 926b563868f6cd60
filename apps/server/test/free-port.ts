import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (the OS picks it): for servers started by tests, e2e and scripts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
