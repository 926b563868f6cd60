import type { SiteConfig } from '@chokdee/contracts';
import { depositChannels, gameProviders, promotions, wheelPrizes } from '../db/schema';
import type { Db } from '../db/types';
import type { Env } from '../env';
import { insertSiteConfigIfMissing } from '../modules/config/repo';
import { houseCatalogueRows } from '../modules/games/house-catalogue';

/** The built-in house game provider (issue #4) is the demo site's partner. */
export const HOUSE_PARTNER = 'HOUSE';

export const DEMO_CONFIG: SiteConfig = {
  appId: 'chokdee-demo',
  LineId: '@chokdee',
  logoUrl: '/logo.svg',
  theme: 'gold',
  alertyImage: '',
  alertyMessage: 'ยินดีต้อนรับสู่ Chokdee ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง',
  Partner: HOUSE_PARTNER,
  Promotion: true,
  Maintenance: false,
  Disabled: false,
  Product: ['LIVECASINO', 'EGAMES', 'POKER', 'TRADING'],
  getNameBank: true,
  cashBack: { Image: '', Payout: 5, minWithdraw: 1, usecashBack: true },
  Affiliate: {
    Image: '',
    useAffiliate: true,
    minWithdraw: 100,
    turnover: 0,
    percent: { level1: { enable: true, percent: 0.5 }, level2: { enable: true, percent: 0.1 } },
    autoWithdraw: true,
  },
  Withdraw: {
    canWithdraw: true,
    minWithdraw: 100,
    maxWithdraw: 50000,
    autoWithdraw: { useautoWithdraw: true, maxautoWithdraw: 5000 },
  },
};

/**
 * What a real site starts with (DEMO_MODE=0): the demo config without the demo's name, notice and Line
 * id, and name lookup off until the operator has a lookup service; no receiving accounts, promotions or
 * prizes, which only the operator can know.
 */
export const BASE_CONFIG: SiteConfig = {
  ...DEMO_CONFIG,
  appId: 'chokdee',
  LineId: '',
  alertyMessage: '',
  getNameBank: false,
};

/**
 * The built-in house provider's games: the product's own, so a real site gets them too. Each tile is named
 * as the page it opens; the list lives with the games module (house-catalogue.ts).
 */
const HOUSE_GAMES = houseCatalogueRows(HOUSE_PARTNER);

/**
 * Seeds an empty database, once: the config row is the marker, so an operator's data is never
 * overwritten and several processes starting together seed only once. Demo content (receiving accounts,
 * promotions, wheel prizes) only in demo mode: a real site never shows members the demo's bank accounts.
 */
export async function seedContent(db: Db, env: Pick<Env, 'DEMO_MODE'>): Promise<boolean> {
  if (env.DEMO_MODE === '1') return seedDemoContent(db);
  return db.transaction(async (tx) => {
    if (!(await insertSiteConfigIfMissing(tx, BASE_CONFIG))) return false;
    await tx.insert(gameProviders).values(HOUSE_GAMES);
    return true;
  });
}

/** Seeds demo content into an empty database, once (see seedContent). */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertSiteConfigIfMissing(tx, DEMO_CONFIG))) return false;
    await tx.insert(depositChannels).values([
      {
        channel: 'BANK',
        bankCode: '004',
        bankAccount: '1234567890',
        fullName: 'บจก. โชคดี เดโม',
        sortOrder: 1,
      },
      {
        channel: 'BANK',
        bankCode: '014',
        bankAccount: '9876543210',
        fullName: 'บจก. โชคดี เดโม',
        sortOrder: 2,
      },
      { channel: 'WALLET', fullName: 'โชคดี วอลเล็ท', phoneNumber: '0812345678', sortOrder: 3 },
    ]);
    await tx.insert(promotions).values([
      {
        title: 'สมาชิกใหม่ รับโบนัส 50%',
        imageUrl: '/promotions/welcome.svg',
        // Once per member, on the first credited deposit only (docs/ABUSE.md 1).
        claimRule: 'firstDeposit',
        minimumDeposit: 10_000n,
        bonusPercent: 50,
        turnoverAmount: 500n, // 5 เท่า
        depositType: 1,
        maxBonus: 50_000n, // 500 บาท
        maxBonusType: 0,
        maxWithdrawAmount: 500n, // 5 เท่า
        maxWithdrawType: 1,
        sortOrder: 1,
      },
      {
        title: 'ฝากทั้งวัน รับโบนัส 10%',
        imageUrl: '/promotions/daily.svg',
        claimRule: 'oncePerDay',
        minimumDeposit: 30_000n,
        bonusPercent: 10,
        turnoverAmount: 300n,
        depositType: 1,
        maxBonus: 100_000n,
        maxBonusType: 0,
        maxWithdrawAmount: 0n,
        maxWithdrawType: 0,
        sortOrder: 2,
      },
    ]);
    await tx.insert(wheelPrizes).values([
      { label: 'เครดิต 5 บาท', kind: 'CREDIT', amount: 500n, weight: 300, sortOrder: 1 },
      { label: 'เครดิต 10 บาท', kind: 'CREDIT', amount: 1_000n, weight: 150, sortOrder: 2 },
      { label: 'เครดิต 50 บาท', kind: 'CREDIT', amount: 5_000n, weight: 30, sortOrder: 3 },
      { label: 'เครดิต 100 บาท', kind: 'CREDIT', amount: 10_000n, weight: 10, sortOrder: 4 },
      { label: '10 เหรียญ', kind: 'COIN', amount: 10n, weight: 250, sortOrder: 5 },
      { label: '50 เหรียญ', kind: 'COIN', amount: 50n, weight: 60, sortOrder: 6 },
      { label: 'ขอบคุณที่ร่วมสนุก', kind: 'NONE', amount: 0n, weight: 200, sortOrder: 7 },
    ]);
    await tx.insert(gameProviders).values(HOUSE_GAMES);
    return true;
  });
}
