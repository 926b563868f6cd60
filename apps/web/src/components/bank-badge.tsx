import { findBank } from '@chokdee/contracts';
import { textOn } from '../lib/color';

/**
 * A bank shown as its short name on its brand colour: no trademark logos. Decorative: the bank's
 * Thai name is always written next to it.
 */
export function BankBadge({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const bank = findBank(code);
  const color = bank?.color ?? '#4a4f5c';
  return (
    <span
      className={`bank-badge bank-badge--${size}`}
      style={{ background: color, color: textOn(color) }}
      aria-hidden="true"
    >
      {bank?.short ?? code}
    </span>
  );
}
