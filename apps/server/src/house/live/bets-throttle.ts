/**
 * At most one `bets` event per table and second from this process, however many bets arrive: the first
 * bet schedules it, the ones during the wait ride along (it reads the totals when it fires).
 */
export function createBetsThrottle(
  send: (tableId: string, roundId: string) => Promise<void>,
  everyMs = 1000,
) {
  const waiting = new Map<string, { roundId: string; timer: NodeJS.Timeout }>();
  const lastSent = new Map<string, number>();
  return {
    changed(tableId: string, roundId: string) {
      const pending = waiting.get(tableId);
      if (pending) {
        pending.roundId = roundId;
        return;
      }
      const wait = Math.max(0, (lastSent.get(tableId) ?? 0) + everyMs - Date.now());
      const entry = {
        roundId,
        timer: setTimeout(() => {
          waiting.delete(tableId);
          lastSent.set(tableId, Date.now());
          void send(tableId, entry.roundId);
        }, wait).unref(),
      };
      waiting.set(tableId, entry);
    },
    close() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
