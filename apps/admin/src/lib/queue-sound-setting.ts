import { useState } from 'react';

/** Whether the queue's sound is muted, remembered in this browser (per browser, not per staff account). */
export const MUTE_STORAGE_KEY = 'chokdee.admin.queueMuted';

function storedMuted() {
  try {
    return localStorage.getItem(MUTE_STORAGE_KEY) === '1';
  } catch {
    // Storage blocked (private mode): sound on, not remembered.
    return false;
  }
}

export function useQueueMuted() {
  const [muted, setMuted] = useState(storedMuted);
  const toggle = () => {
    const next = !muted;
    setMuted(next);
    try {
      localStorage.setItem(MUTE_STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Not remembered: the choice lasts for this page only.
    }
  };
  return [muted, toggle] as const;
}
