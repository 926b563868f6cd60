import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBankService, type FakeAnswer, type FakeBankService } from '../bank-name/fake-bank-service';
import { lineNotifier } from './line';
import { telegramNotifier } from './telegram';

const TOKEN = '123456:SECRET-bot-token';
const LINE_TOKEN = 'line-channel-SECRET-token';

/** A fake chat API answering by the message's text, so each test picks the behaviour it needs. */
const ANSWERS: Record<string, { telegram: FakeAnswer; line: FakeAnswer }> = {
  ok: { telegram: { status: 200, body: { ok: true, result: {} } }, line: { status: 200, body: {} } },
  boom: {
    telegram: { status: 500, body: { ok: false, description: 'Internal Server Error' } },
    line: { status: 500, body: { message: 'boom' } },
  },
  quota: {
    telegram: { status: 429, body: { ok: false, description: 'Too Many Requests: retry after 5' } },
    line: { status: 429, body: { message: 'You have reached your monthly limit.' } },
  },
  notOk: { telegram: { status: 200, body: { ok: false } }, line: { status: 400 } },
  dup: {
    telegram: { status: 400 },
    line: { status: 409, body: { message: 'The retry key is already accepted' } },
  },
  slow: {
    telegram: { status: 200, body: { ok: true }, delayMs: 500 },
    line: { status: 200, body: {}, delayMs: 500 },
  },
};

let api: FakeBankService;
beforeAll(async () => {
  api = await startFakeBankService((call) => {
    const body = call.body as { text?: string; messages?: { text: string }[] };
    const text = body.text ?? body.messages?.[0]?.text ?? '';
    const answers = ANSWERS[text] ?? { telegram: { status: 400 }, line: { status: 400 } };
    return call.url.includes('/sendMessage') ? answers.telegram : answers.line;
  });
});
afterAll(() => api.close());

const telegram = (timeoutMs?: number, apiUrl = api.url) =>
  telegramNotifier({ apiUrl, token: TOKEN, chatId: '-1001234' }, timeoutMs);
const line = (timeoutMs?: number, apiUrl = api.url) =>
  lineNotifier({ apiUrl, token: LINE_TOKEN, to: 'C0123456789abcdef' }, timeoutMs);

/** The error a failed send throws, checked to carry neither token. */
async function failureOf(send: Promise<void>): Promise<string> {
  const err = await send.then(
    () => expect.fail('the send should have failed'),
    (e: unknown) => e as Error,
  );
  expect(err.message).not.toContain('SECRET');
  return err.message;
}

describe('Telegram notifier', () => {
  it('posts sendMessage under bot{token} with the chat id and the text', async () => {
    await telegram().send('ok');
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      url: `/bot${TOKEN}/sendMessage`,
      authorization: undefined,
      contentType: 'application/json',
      body: { chat_id: '-1001234', text: 'ok' },
    });
  });

  it('keeps a path prefix of the configured URL (a proxy)', async () => {
    await telegram(undefined, `${api.url}/tg/`).send('ok');
    expect(api.calls.at(-1)?.url).toBe(`/tg/bot${TOKEN}/sendMessage`);
  });

  it('throws on an HTTP error with the API reason, on ok:false, on a timeout and when unreachable', async () => {
    expect(await failureOf(telegram().send('boom'))).toBe(
      'telegram answered HTTP 500: Internal Server Error',
    );
    expect(await failureOf(telegram().send('quota'))).toMatch(/HTTP 429: Too Many Requests/);
    expect(await failureOf(telegram().send('notOk'))).toBe('telegram answered without ok');
    expect(await failureOf(telegram(100).send('slow'))).toBe('telegram timed out after 100 ms');
    const closed = await startFakeBankService(() => ({ status: 200 }));
    await closed.close();
    expect(await failureOf(telegram(undefined, closed.url).send('ok'))).toBe('telegram unreachable');
  });
});

describe('LINE notifier (Messaging API push)', () => {
  it('pushes one text message to the group with the channel token as bearer', async () => {
    await line().send('ok');
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/v2/bot/message/push',
      authorization: `Bearer ${LINE_TOKEN}`,
      contentType: 'application/json',
      body: { to: 'C0123456789abcdef', messages: [{ type: 'text', text: 'ok' }] },
    });
  });

  it('throws on an HTTP error (the monthly quota too), a timeout, and when unreachable', async () => {
    expect(await failureOf(line().send('boom'))).toBe('line answered HTTP 500: boom');
    expect(await failureOf(line().send('quota'))).toBe(
      'line answered HTTP 429: You have reached your monthly limit.',
    );
    expect(await failureOf(line(100).send('slow'))).toBe('line timed out after 100 ms');
    const closed = await startFakeBankService(() => ({ status: 200 }));
    await closed.close();
    expect(await failureOf(line(undefined, closed.url).send('ok'))).toBe('line unreachable');
  });
});

describe('LINE retry key', () => {
  it('sends the key as X-Line-Retry-Key and takes a 409 for a key already delivered as delivered', async () => {
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await line().send('ok', key);
    expect(api.calls.at(-1)).toMatchObject({ url: '/v2/bot/message/push', retryKey: key });
    await line().send('dup', key);
    expect(api.calls.at(-1)).toMatchObject({ retryKey: key });
    // Without a key a 409 is a failure like any other.
    expect(await failureOf(line().send('dup'))).toBe(
      'line answered HTTP 409: The retry key is already accepted',
    );
  });
});
