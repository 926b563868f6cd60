import type { AffiliateData } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { affiliateIntro, incomeDetail, levelRates, referralLink } from './affiliate';

const setting: AffiliateData['setting'] = {
  Image: '',
  useAffiliate: true,
  minWithdraw: 100,
  turnover: 0,
  autoWithdraw: false,
  basis: 'loss',
  percent: { level1: { enable: true, percent: 5 }, level2: { enable: false, percent: 1 } },
};

describe('affiliate helpers', () => {
  it('builds the SPEC §9 referral link', () => {
    expect(referralLink('AbC-1', 'https://site.example')).toBe('https://site.example/?shareToken=AbC-1');
    expect(referralLink('a b', 'http://x')).toBe('http://x/?shareToken=a%20b');
  });
  it('explains a commission', () => {
    expect(incomeDetail({ members: 3, base: 1200, percent: 5 })).toBe('จาก 3 คน ยอด 1,200 บาท × 5%');
    expect(incomeDetail({ members: 1200, base: 1200.5, percent: 2.5 })).toBe(
      'จาก 1,200 คน ยอด 1,200.50 บาท × 2.5%',
    );
  });
  it('tells the basis the operator configured in the lead sentence', () => {
    expect(affiliateIntro('loss')).toContain('ยอดเสียของเพื่อน');
    expect(affiliateIntro('turnover')).toContain('ยอดเล่นของเพื่อน');
  });
  it('lists only enabled levels, with their basis', () => {
    expect(levelRates(setting)).toEqual([{ level: 1, text: '5% ของยอดเสียเพื่อน' }]);
    const both = {
      ...setting,
      basis: 'turnover' as const,
      percent: { ...setting.percent, level2: { enable: true, percent: 0.5 } },
    };
    expect(levelRates(both).map((r) => r.text)).toEqual(['5% ของยอดเล่นเพื่อน', '0.5% ของยอดเล่นเพื่อน']);
  });
});
