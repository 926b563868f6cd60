/**
 * "ออกจากเกม" of the reality check: the dialog lives in the layout, the framed game in the page's launcher
 * (use-game-launcher.ts), so the one tells the other through this window event.
 */
const LEAVE_GAME = 'chokdee:leave-game';

export const leaveGame = () => window.dispatchEvent(new Event(LEAVE_GAME));

/** Calls `close` when the member chose to leave the game; answers the unsubscribe. */
export function onLeaveGame(close: () => void) {
  window.addEventListener(LEAVE_GAME, close);
  return () => window.removeEventListener(LEAVE_GAME, close);
}
