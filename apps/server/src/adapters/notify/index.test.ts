import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { notifiersFromEnv } from './index';

const env = (over: Record<string, string>) => loadEnv({ NODE_ENV: 'test', ...over });
const channels = (over: Record<string, string>) => notifiersFromEnv(env(over)).map((n) => n.channel);

describe('notifiersFromEnv', () => {
  it('uses each service whose token and target are both set, both together', () => {
    const telegram = { TELEGRAM_BOT_TOKEN: '1:abc', TELEGRAM_CHAT_ID: '-100' };
    const line = { LINE_CHANNEL_TOKEN: 'tok', LINE_TO: 'C123' };
    expect(channels({ DEMO_MODE: '1', ...telegram })).toEqual(['telegram']);
    expect(channels({ DEMO_MODE: '0', ...line })).toEqual(['line']);
    expect(channels({ DEMO_MODE: '0', ...telegram, ...line })).toEqual(['telegram', 'line']);
  });

  it('without any: the simulator in demo mode, none otherwise (nothing is sent)', () => {
    expect(channels({ DEMO_MODE: '1' })).toEqual(['simulator']);
    expect(channels({ DEMO_MODE: '0' })).toEqual([]);
  });

  it('refuses a token without its target, and a target without its token, naming both variables', () => {
    expect(() => channels({ TELEGRAM_BOT_TOKEN: '1:abc' })).toThrow(
      /TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID/,
    );
    expect(() => channels({ LINE_TO: 'C123' })).toThrow(/LINE_CHANNEL_TOKEN and LINE_TO/);
  });

  it('defaults the API addresses to the public services and reads the large-deposit threshold', () => {
    const e = env({});
    expect([e.TELEGRAM_API_URL, e.LINE_API_URL]).toEqual(['https://api.telegram.org', 'https://api.line.me']);
    expect(e.NOTIFY_LARGE_DEPOSIT_BAHT).toBe(50_000);
    expect(env({ NOTIFY_LARGE_DEPOSIT_BAHT: '20000' }).NOTIFY_LARGE_DEPOSIT_BAHT).toBe(20_000);
    expect(() => env({ NOTIFY_LARGE_DEPOSIT_BAHT: '0' })).toThrow(/NOTIFY_LARGE_DEPOSIT_BAHT/);
    expect(() => env({ NOTIFY_SITE_URL: 'not a url' })).toThrow(/NOTIFY_SITE_URL/);
  });
});
