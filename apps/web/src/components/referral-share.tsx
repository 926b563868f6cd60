import { lineShareUrl } from '../lib/line';
import { QrCode } from './qr-code';
import '../styles/referral.css';
import { TEXT } from '../lib/text';

/** LINE's share screen with the invitation and the link filled in (opens the LINE app on a phone). */
export function LineShareLink({ link }: { link: string }) {
  return (
    <a
      className="btn btn-line btn-sm"
      href={lineShareUrl(`${TEXT.shareLineText} ${link}`)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {TEXT.shareLine}
    </a>
  );
}

/** The referral link as a QR code, for a friend sitting beside the member to scan. */
export function ReferralQr({ link }: { link: string }) {
  return (
    <figure className="referral-qr">
      <QrCode text={link} alt={TEXT.referralQrAlt} />
      <figcaption className="field__hint">{TEXT.referralQrHint}</figcaption>
    </figure>
  );
}
