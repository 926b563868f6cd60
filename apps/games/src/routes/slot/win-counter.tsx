import { useEffect, useState } from 'react';
import { T } from '../../i18n';
import { money } from '../../lib/money';

/**
 * The win counting up from zero to the amount won (decorative: the status line says the result in words).
 * `round` restarts it for each win.
 */
export function WinCounter({ amount, round, fast }: { amount: number; round: number; fast: boolean }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (amount <= 0) {
      setShown(0);
      return;
    }
    const ms = fast ? 300 : 900;
    const started = performance.now();
    let frame = requestAnimationFrame(function count(now) {
      const t = Math.min(1, (now - started) / ms);
      setShown(amount * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(count);
    });
    return () => cancelAnimationFrame(frame);
  }, [amount, round, fast]);
  return (
    <p className={amount > 0 ? 'win-counter on' : 'win-counter'} aria-hidden="true">
      {amount > 0 ? `${T.lastWin} ${money(shown)}` : ' '}
    </p>
  );
}
