import { useEffect, useState } from 'react';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';

/**
 * Any text as a QR image (the `qrcode` package, loaded with the first QR only); the image is a data: URL,
 * which the CSP allows. Level M: a link needs no more, and a smaller code scans better from a phone screen.
 */
export function QrCode({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const [state, setState] = useState<{ key: string; src: string | null }>({ key: '', src: null });
  const key = `${text}|${size}`;

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((src) => live && setState({ key, src }))
      .catch(() => live && setState({ key, src: '' }));
    return () => {
      live = false;
    };
  }, [key, text, size]);

  const src = state.key === key ? state.src : null;
  return (
    <div className="qr-box" style={{ width: size, height: size }}>
      {src ? (
        <img src={src} width={size} height={size} alt={alt} />
      ) : src === '' ? (
        <p className="note">{TEXT.loadFailed}</p>
      ) : (
        <Skeleton width={`${size - 32}px`} />
      )}
    </div>
  );
}
