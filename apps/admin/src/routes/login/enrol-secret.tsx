import type { StaffLoginAnswer } from '@chokdee/contracts';
import { CopyButton } from '../../components/copy-button';
import { QrCode } from '../../components/qr-code';
import { useI18n } from '../../i18n';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read out and type into an app. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new TOTP secret: as a QR code for a phone's camera, and as text for typing it in by hand. */
export function EnrolSecret({ enrol }: { enrol: NonNullable<StaffLoginAnswer['enrol']> }) {
  const { t } = useI18n();
  return (
    <div className="enrol">
      <p>{t.enrolIntro}</p>
      <QrCode text={enrol.otpauthUri} alt={t.qrAlt} />
      <div className="enrol__secret">
        <p className="field__label" id="enrol-secret-label">
          {t.secretLabel}
        </p>
        <code className="secret" aria-labelledby="enrol-secret-label" translate="no">
          {groupSecret(enrol.secret)}
        </code>
        <CopyButton text={enrol.secret} what={t.secretLabel} />
      </div>
    </div>
  );
}
