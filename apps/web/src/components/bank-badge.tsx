import { findBank } from '@chokdee/contracts';
import { useState } from 'react';
import { usePrefix } from '../api/get-prefix';
import { textOn } from '../lib/color';

/**
 * Banks with a logo of their own in /banks/<code>.webp: 64 px copies of the `thai-banks-logo` package's
 * icons (ISC, apps/web/public/banks/LICENSE), about 1.5 KB each. Standard Chartered has none there.
 */
const BUILT_IN = new Set(
  '002 004 006 011 014 017 022 024 025 030 033 034 066 067 069 073 TRUEMONEY PROMPTPAY'.split(' '),
);

/** The operator's logo from the site config, else the built-in one, else none (the pill). */
export function bankLogoSrc(code: string, operatorLogos?: Partial<Record<string, string>>) {
  return operatorLogos?.[code] ?? (BUILT_IN.has(code) ? `/banks/${code}.webp` : undefined);
}

const PX = { sm: 26, md: 32 } as const;

/**
 * A bank as members know it: its logo (loaded lazily), or its short name on its brand colour when it has no
 * logo or the image fails. Decorative: the bank's Thai name is always written next to it.
 */
export function BankBadge({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const { data: site } = usePrefix();
  const src = bankLogoSrc(code, site?.bankLogos);
  const [failed, setFailed] = useState<string>();
  if (src && failed !== src) {
    return (
      <img
        className={`bank-logo bank-logo--${size}`}
        src={src}
        alt=""
        width={PX[size]}
        height={PX[size]}
        loading="lazy"
        decoding="async"
        data-bank={code}
        onError={() => setFailed(src)}
      />
    );
  }
  const bank = findBank(code);
  const color = bank?.color ?? '#4a4f5c';
  return (
    <span
      className={`bank-badge bank-badge--${size}`}
      style={{ background: color, color: textOn(color) }}
      aria-hidden="true"
      data-bank={code}
    >
      {bank?.short ?? code}
    </span>
  );
}
