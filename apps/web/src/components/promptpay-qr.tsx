import { useEffect, useState } from 'react';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/**
 * A PromptPay QR for a phone number, national id or e-wallet id (SPEC §9 QR defaults: 256 px, level H).
 * promptpay-qr and qrcode load with the first QR only; the image is a data: URL (allowed by the CSP).
 */
export function PromptPayQr({
  target,
  amount,
  size = 256,
  level = 'H',
}: {
  target: string;
  amount?: number | undefined;
  size?: number;
  level?: QrLevel;
}) {
  const [state, setState] = useState<{ key: string; src: string | null }>({ key: '', src: null });
  const key = `${target}|${amount ?? ''}|${size}|${level}`;

  useEffect(() => {
    let live = true;
    void Promise.all([import('promptpay-qr'), import('qrcode')])
      .then(([{ default: payloadFor }, { default: QRCode }]) =>
        QRCode.toDataURL(payloadFor(target, amount ? { amount } : {}), {
          width: size,
          margin: 2,
          errorCorrectionLevel: level,
        }),
      )
      .then((src) => live && setState({ key, src }))
      .catch(() => live && setState({ key, src: '' }));
    return () => {
      live = false;
    };
  }, [key, target, amount, size, level]);

  const src = state.key === key ? state.src : null;
  return (
    <div className="qr-box" style={{ width: size, height: size }}>
      {src ? (
        <img src={src} width={size} height={size} alt={`${TEXT.promptPayQrAlt} ${target}`} />
      ) : src === '' ? (
        <p className="note">{TEXT.loadFailed}</p>
      ) : (
        <Skeleton width={`${size - 32}px`} />
      )}
    </div>
  );
}
