import { builtInBankLogo } from '@chokdee/web-kit';
import { useState } from 'react';

/** A bank's logo beside its written name (so decorative); nothing where there is none or it fails to load. */
export function BankLogo({ code }: { code: string }) {
  const src = builtInBankLogo(code);
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      className="bank-cell__logo"
      src={src}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
