import { fillMessage, type AffiliateData } from '@chokdee/contracts';
import { TEXT } from './text';

/** SPEC §9: the referral link is the site origin plus /?shareToken={affiliateKey}. */
export function referralLink(affiliateKey: string, origin = window.location.origin) {
  return `${origin}/?shareToken=${encodeURIComponent(affiliateKey)}`;
}

type Income = AffiliateData['transaction_incomes'][number];

/** "จาก 3 คน ยอด 1,200 บาท × 5%": how one period's commission was worked out. */
export function incomeDetail(income: Pick<Income, 'members' | 'base' | 'percent'>) {
  const { members, base, percent } = income;
  return fillMessage(TEXT.affiliateIncomeDetail, { members, base, percent: String(percent) });
}

/** The page's lead sentence: a share of the friends' net loss or of their turnover, as configured. */
export const affiliateIntro = (basis: AffiliateData['setting']['basis']) =>
  basis === 'loss' ? TEXT.affiliateIntroLoss : TEXT.affiliateIntroTurnover;

/** The enabled commission levels with their percent, for "ขั้นที่ 1: 5% ของยอดเสียเพื่อน". */
export function levelRates(setting: AffiliateData['setting']) {
  const basis = setting.basis === 'loss' ? TEXT.affiliateBasisLoss : TEXT.affiliateBasisTurnover;
  return ([1, 2] as const)
    .filter((level) => setting.percent[`level${level}`].enable)
    .map((level) => ({ level, text: `${setting.percent[`level${level}`].percent}% ${basis}` }));
}
