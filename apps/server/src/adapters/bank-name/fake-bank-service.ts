import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received: what a real bank-name service would see. */
export interface ReceivedCall {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** LINE's idempotency header (X-Line-Retry-Key), when sent. */
  retryKey?: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Holds the answer back this long (timeouts). */
  delayMs?: number;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) standing in for the bank-name inquiry service in tests;
 * `answer` decides the reply per call, `calls` records what arrived.
 */
export async function startFakeBankService(answer: (call: ReceivedCall) => FakeAnswer) {
  const calls: ReceivedCall[] = [];
  const server = createServer(async (req, res) => {
    const call: ReceivedCall = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      retryKey: req.headers['x-line-retry-key'] as string | undefined,
      body: await readJson(req),
    };
    calls.push(call);
    const { status, body, delayMs } = answer(call);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeBankService = Awaited<ReturnType<typeof startFakeBankService>>;

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
