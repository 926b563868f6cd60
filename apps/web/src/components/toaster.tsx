import { useToasts } from '../lib/toast';

/** Live region for short notices: always in the page so screen readers announce new ones. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className="toast">
          {t.message}
        </p>
      ))}
    </div>
  );
}
