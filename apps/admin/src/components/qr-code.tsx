import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';

/**
 * Text as a QR image (the `qrcode` package, loaded with the first QR only), as a data: URL the CSP allows.
 * Level M, on a white quiet zone: authenticator apps read it from a laptop screen at arm's length.
 */
export function QrCode({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const { t } = useI18n();
  const [state, setState] = useState<{ text: string; src: string | null }>({ text: '', src: null });

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((src) => live && setState({ text, src }))
      .catch(() => live && setState({ text, src: '' }));
    return () => {
      live = false;
    };
  }, [text, size]);

  const src = state.text === text ? state.src : null;
  if (src) return <img className="qr" src={src} width={size} height={size} alt={alt} />;
  return (
    <p className="qr qr--waiting" aria-busy={src === null}>
      {src === null ? t.loading : t.errorTitle}
    </p>
  );
}
