import { postJson } from './post-json';
import type { Notifier } from './types';

/**
 * Telegram Bot API: `POST {apiUrl}/bot{token}/sendMessage {chat_id, text}`, answered 200 `{ok: true}`.
 * The token sits in the URL path, so no error below ever quotes the URL.
 */
export function telegramNotifier(
  { apiUrl, token, chatId }: { apiUrl: string; token: string; chatId: string },
  timeoutMs = 3000,
): Notifier {
  // './': a token has a colon, and `bot123:abc/…` alone would parse as a URL of scheme `bot123`.
  const endpoint = new URL(`./bot${token}/sendMessage`, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  return {
    channel: 'telegram',
    async send(text) {
      const body = await postJson('telegram', endpoint, {}, { chat_id: chatId, text }, timeoutMs);
      if ((body as { ok?: unknown } | null)?.ok !== true) throw new Error('telegram answered without ok');
    },
  };
}
