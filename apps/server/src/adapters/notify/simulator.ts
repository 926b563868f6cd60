import type { Notifier } from './types';

/** What the simulator logs with (a pino logger is one). */
export interface DebugLog {
  debug(obj: Record<string, unknown>, msg: string): void;
}

/** Messages the simulator keeps: the latest ones only, so a long-running demo does not grow. */
const MAX_MESSAGES = 1_000;

/**
 * Stands in for the chat services in demo mode and tests: records each message (`messages`, oldest first)
 * and logs it at debug, so a developer sees what staff would have received. Like LINE, a message sent
 * again with a key it already delivered is taken and not delivered twice.
 */
export function simulatedNotifier({
  log,
  maxMessages = MAX_MESSAGES,
}: { log?: DebugLog; maxMessages?: number } = {}): Notifier & {
  messages: string[];
} {
  const messages: string[] = [];
  const delivered = new Set<string>();
  return {
    channel: 'simulator',
    messages,
    async send(text, key) {
      if (key !== undefined) {
        if (delivered.has(key)) return;
        delivered.add(key);
        if (delivered.size > maxMessages) delivered.delete(delivered.values().next().value!);
      }
      messages.push(text);
      if (messages.length > maxMessages) messages.shift();
      log?.debug({ notification: text }, 'notification (simulated, not sent)');
    },
  };
}
