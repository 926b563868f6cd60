import { fillMessage } from '@chokdee/contracts';
import { useI18n } from '../../i18n';
import { numberOf } from '../../lib/number-input';
import { previewOf } from './promotion-preview';

/** The form's values as the preview reads them (text while typing). */
export interface PreviewInput {
  minimumDeposit: unknown;
  bonusPercent: unknown;
  turnoverAmount: unknown;
  depositType: unknown;
  maxBonus: unknown;
  maxBonusType: unknown;
  maxWithdrawAmount: unknown;
  maxWithdrawType: unknown;
}

/** "ฝาก 1,000 บาท ได้โบนัส 500 บาท · ทำเทิร์น 7,500 บาท ก่อนถอน · ถอนได้สูงสุด 3,750 บาท", live while typing. */
export function PromotionPreviewLine({ values }: { values: PreviewInput }) {
  const { t } = useI18n();
  const p = previewOf({
    minimumDeposit: numberOf(values.minimumDeposit),
    bonusPercent: numberOf(values.bonusPercent),
    turnoverAmount: numberOf(values.turnoverAmount),
    depositType: Number(values.depositType),
    maxBonus: numberOf(values.maxBonus),
    maxBonusType: Number(values.maxBonusType),
    maxWithdrawAmount: numberOf(values.maxWithdrawAmount),
    maxWithdrawType: Number(values.maxWithdrawType),
  });
  const line =
    p.bonus === 0
      ? fillMessage(t.promoPreviewNone, { deposit: p.deposit })
      : [
          fillMessage(t.promoPreview, { deposit: p.deposit, bonus: p.bonus }),
          p.turnover > 0
            ? fillMessage(t.promoPreviewTurnover, { turnover: p.turnover })
            : t.promoPreviewNoTurnover,
          p.maxWithdraw === null
            ? t.promoPreviewNoMax
            : fillMessage(t.promoPreviewMaxWithdraw, { max: p.maxWithdraw }),
        ].join(' · ');
  return (
    <div className="preview" role="status" aria-live="polite">
      <p className="preview__title">{t.promoPreviewTitle}</p>
      <p className="muted" data-testid="promotion-preview">
        {line}
      </p>
    </div>
  );
}
