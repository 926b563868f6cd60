import { ITEM_CODE_BONUS_ID, type BonusInfo, type InternalWallet, type UserInfo } from '@chokdee/contracts';
import type { MemberRow } from './repo';

/** The money side of a member's user info; the ledger provides it (zeros until it exists). */
export interface MemberMoney {
  internalWallet: InternalWallet;
  totalDeposit: number;
  totalWithdraw: number;
  bonus: Omit<BonusInfo, 'isBonus'>;
}
export type MemberMoneyReader = (memberId: string) => Promise<MemberMoney>;

export const NO_MONEY: MemberMoney = {
  internalWallet: {
    mainWallet: 0,
    gameWallet: 0,
    affiliateWallet: 0,
    cashbackWallet: 0,
    residualWallet: 0,
    prizeWallet: 0,
    spinWallet: 0,
  },
  totalDeposit: 0,
  totalWithdraw: 0,
  bonus: {
    bonusId: null,
    TurnoverType: 0,
    needTurnover: 0,
    nowTurnover: 0,
    maxWithdrawType: 0,
    maxWithdrawAmount: 0,
    reviceDate: null,
    DepositAmount: 0,
  },
};

/** SPEC §3 user info. The rank is fixed at silver with 0 (SPEC §1). */
export function toUserInfo(member: MemberRow, money: MemberMoney, partner: string): UserInfo {
  return {
    PhoneNumber: member.phoneNumber,
    BankAccount: member.bankAccount,
    BankCode: member.bankCode,
    regisdate: member.createdAt.toISOString(),
    ItemCode: ITEM_CODE_BONUS_ID,
    totalDeposit: money.totalDeposit,
    totalWithdraw: money.totalWithdraw,
    affiliateKey: member.affiliateKey,
    // Seamless partners hold no password of ours (issue #4).
    GameInfo: { username: member.gameUsername, password: '', Partner: partner },
    userRank: { userRank: 'silver', userExp: 0 },
    internalWallet: money.internalWallet,
    userName: {
      firstName: member.firstName,
      lastName: member.lastName,
      fullName: `${member.firstName} ${member.lastName}`.trim(),
    },
    BonusInfo: { ...money.bonus, isBonus: member.isBonus },
  };
}
