import { useLayoutEffect, useRef, useState } from 'react';
import { useToasts } from '../lib/toast';

/**
 * Live region for short notices: always in the page so screen readers announce new ones. The page has one and
 * every popup (components/dialog.tsx) one of its own; each shows the toasts made while its host was on top.
 */
export function Toaster() {
  const toasts = useToasts();
  const ref = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<Element | null | undefined>(undefined);
  useLayoutEffect(() => setHost(ref.current?.closest('dialog') ?? null), []);
  return (
    <div ref={ref} className="toaster" role="status" aria-live="polite">
      {toasts
        .filter((t) => t.host === host)
        .map((t) => (
          <p key={t.id} className="toast">
            {t.message}
          </p>
        ))}
    </div>
  );
}
