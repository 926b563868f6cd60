/** Where staff notifications go; `channel` names it in logs. */
export interface Notifier {
  readonly channel: 'telegram' | 'line' | 'simulator';
  /**
   * Sends one text message, one try. Throws when it was not delivered (HTTP error, timeout, unreachable);
   * the error's message never carries the token, so the caller may log it as it is. `key`: the same for
   * every try of one message, so a service that takes one (LINE) delivers it once however often it is sent.
   */
  send(text: string, key?: string): Promise<void>;
}
