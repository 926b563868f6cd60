import { postJson } from './post-json';
import type { Notifier } from './types';

/**
 * LINE Messaging API push (LINE Notify closed in 2025): `POST {apiUrl}/v2/bot/message/push` with
 * `Authorization: Bearer {channel access token}` and `{to, messages: [{type: 'text', text}]}` to a group
 * the bot was invited to; answered 200 `{}`. Pushes count against the channel's monthly message quota.
 * A message's key goes as `X-Line-Retry-Key` (a UUID): LINE delivers one push per key and answers a
 * repeat 409, which means it was delivered already.
 */
export function lineNotifier(
  { apiUrl, token, to }: { apiUrl: string; token: string; to: string },
  timeoutMs = 3000,
): Notifier {
  const endpoint = new URL('v2/bot/message/push', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  return {
    channel: 'line',
    async send(text, key) {
      await postJson(
        'line',
        endpoint,
        { authorization: `Bearer ${token}`, ...(key ? { 'x-line-retry-key': key } : {}) },
        { to, messages: [{ type: 'text', text }] },
        timeoutMs,
        key ? 409 : undefined,
      );
    },
  };
}
