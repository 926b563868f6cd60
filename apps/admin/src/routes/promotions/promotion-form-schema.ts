import { promotionFields as f, TH, type AdminPromotion } from '@chokdee/contracts';
import { z } from 'zod';
import { fromBangkokInput, toBangkokInput } from './bangkok-input';
import { numberOf } from '../../lib/number-input';

const num = <S extends z.ZodType>(schema: S) => z.preprocess(numberOf, schema);
const unit = z.preprocess((v) => Number(v), f.depositType);
const instant = z.preprocess(fromBangkokInput, f.startsAt);

/**
 * The promotion form: inputs are text, each read into the contract's own field rule (the server's check, its
 * Thai message). The window is checked here too, so the mistake shows beside the field.
 */
export const promotionForm = z
  .object({
    title: f.title,
    imageUrl: f.imageUrl,
    bonusPercent: num(f.bonusPercent),
    minimumDeposit: num(f.minimumDeposit),
    maxBonus: num(f.maxBonus),
    maxBonusType: unit,
    turnoverAmount: num(f.turnoverAmount),
    depositType: unit,
    maxWithdrawAmount: num(f.maxWithdrawAmount),
    maxWithdrawType: unit,
    claimRule: f.claimRule,
    startsAt: instant,
    endsAt: instant,
    maxClaimsPerMember: z.preprocess(
      (v) => (String(v ?? '').trim() === '' ? null : numberOf(v)),
      f.maxClaimsPerMember,
    ),
    active: f.active,
    sortOrder: num(f.sortOrder),
  })
  .refine((p) => !p.startsAt || !p.endsAt || Date.parse(p.startsAt) < Date.parse(p.endsAt), {
    path: ['endsAt'],
    error: TH.promotionWindowInvalid,
  });
export type PromotionFormValues = z.input<typeof promotionForm>;

/** The form's text for a promotion, or for a new one (the contract's defaults; 'oncePerMember', the safe rule). */
export function formValuesOf(p: AdminPromotion | null): PromotionFormValues {
  return {
    title: p?.title ?? '',
    imageUrl: p?.imageUrl ?? '',
    bonusPercent: p ? String(p.bonusPercent) : '',
    minimumDeposit: String(p?.minimumDeposit ?? 0),
    maxBonus: String(p?.maxBonus ?? 0),
    maxBonusType: String(p?.maxBonusType ?? 0),
    turnoverAmount: String(p?.turnoverAmount ?? 0),
    depositType: String(p?.depositType ?? 1),
    maxWithdrawAmount: String(p?.maxWithdrawAmount ?? 0),
    maxWithdrawType: String(p?.maxWithdrawType ?? 0),
    claimRule: p?.claimRule ?? 'oncePerMember',
    startsAt: toBangkokInput(p?.startsAt ?? null),
    endsAt: toBangkokInput(p?.endsAt ?? null),
    maxClaimsPerMember: p?.maxClaimsPerMember == null ? '' : String(p.maxClaimsPerMember),
    active: p?.active ?? true,
    sortOrder: String(p?.sortOrder ?? 0),
  };
}
