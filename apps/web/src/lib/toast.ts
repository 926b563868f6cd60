import { useSyncExternalStore } from 'react';
import { inLang } from './text';

export interface Toast {
  id: number;
  message: string;
  /**
   * The modal <dialog> that was topmost when the toast was made, or null for the page: a modal makes the rest
   * of the page inert and covers it with its backdrop, so only that dialog's own toaster can be seen and heard.
   */
  host: Element | null;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The topmost open modal dialog (one opened from another is appended after it), as lib/alerts.ts finds it. */
const topDialog = () =>
  typeof document === 'undefined' ? null : ([...document.querySelectorAll('dialog[open]')].at(-1) ?? null);

/** A short, non-blocking notice such as 'คัดลอกแล้ว'; it disappears by itself. */
export function toast(message: string, durationMs = 2000) {
  const id = nextId++;
  toasts = [...toasts, { id, message: inLang(message), host: topDialog() }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, durationMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
