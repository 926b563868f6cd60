import { ITEM_CODE_BONUS_ID, type UserInfo } from '@chokdee/contracts';
import type { MemberMoney } from '../ledger';
import type { UserInfoMember } from './repo';

/** SPEC §3 user info. The rank is fixed at silver with 0 (SPEC §1). */
export function toUserInfo(member: UserInfoMember, money: MemberMoney, partner: string): UserInfo {
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
