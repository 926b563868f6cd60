import { EnvError, type Env } from '../../env';
import { lineNotifier } from './line';
import { simulatedNotifier, type DebugLog } from './simulator';
import { telegramNotifier } from './telegram';
import type { Notifier } from './types';

export type { Notifier } from './types';

type NotifyEnv = Pick<
  Env,
  | 'DEMO_MODE'
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_CHAT_ID'
  | 'TELEGRAM_API_URL'
  | 'LINE_CHANNEL_TOKEN'
  | 'LINE_TO'
  | 'LINE_API_URL'
>;

/**
 * Telegram and LINE, each when its token and target are both set (one without the other fails the boot);
 * with neither, the simulator in demo mode, and in production nothing: no notifier means none are sent.
 */
export function notifiersFromEnv(env: NotifyEnv, log?: DebugLog): Notifier[] {
  const notifiers: Notifier[] = [];
  if (pair(env, 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID')) {
    notifiers.push(
      telegramNotifier({
        apiUrl: env.TELEGRAM_API_URL,
        token: env.TELEGRAM_BOT_TOKEN!,
        chatId: env.TELEGRAM_CHAT_ID!,
      }),
    );
  }
  if (pair(env, 'LINE_CHANNEL_TOKEN', 'LINE_TO')) {
    notifiers.push(
      lineNotifier({ apiUrl: env.LINE_API_URL, token: env.LINE_CHANNEL_TOKEN!, to: env.LINE_TO! }),
    );
  }
  if (notifiers.length === 0 && env.DEMO_MODE === '1') notifiers.push(simulatedNotifier({ log }));
  return notifiers;
}

/** True when both are set, false when neither; one alone is a configuration mistake caught at boot. */
function pair(env: NotifyEnv, a: keyof NotifyEnv, b: keyof NotifyEnv): boolean {
  if (!env[a] && !env[b]) return false;
  if (!env[a] || !env[b]) throw new EnvError(`${a} and ${b} are needed together`);
  return true;
}
