import { findBank } from '@chokdee/contracts';
import { builtInBankLogo } from '@chokdee/web-kit';
import { useState } from 'react';
import { usePrefix } from '../api/get-prefix';
import { textOn } from '../lib/color';

/** The operator's logo from the site config, else the built-in one, else none (the pill). */
export function bankLogoSrc(code: string, operatorLogos?: Partial<Record<string, string>>) {
  return operatorLogos?.[code] ?? builtInBankLogo(code);
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
