import { z } from 'zod';
import { baht } from '../common/fields';

/** The seven wallets of SPEC §3, in baht. */
export const internalWallet = z.object({
  mainWallet: baht,
  gameWallet: baht,
  affiliateWallet: baht,
  cashbackWallet: baht,
  residualWallet: baht,
  prizeWallet: baht,
  spinWallet: z.number().int(),
});
export type InternalWallet = z.infer<typeof internalWallet>;

/** The member's active promotion state (SPEC §3 BonusInfo). */
export const bonusInfo = z.object({
  /** Promotion id, the item-code marker (see `UserInfo.ItemCode`), or null when no bonus is active. */
  bonusId: z.string().nullable(),
  /** The member's promotion preference (SPEC §4): receive promotions or not. */
  isBonus: z.boolean(),
  TurnoverType: z.number().int(),
  needTurnover: baht,
  nowTurnover: baht,
  maxWithdrawType: z.number().int(),
  maxWithdrawAmount: baht,
  reviceDate: z.string().nullable(),
  DepositAmount: baht,
});
export type BonusInfo = z.infer<typeof bonusInfo>;

/** User info with every field of SPEC §3. */
export const userInfo = z.object({
  PhoneNumber: z.string(),
  BankAccount: z.string(),
  BankCode: z.string(),
  regisdate: z.string(),
  /** The bonus-id marker that item-code credit carries; a deposit row whose bonus id equals it is "free credit". */
  ItemCode: z.string(),
  totalDeposit: baht,
  totalWithdraw: baht,
  affiliateKey: z.string(),
  GameInfo: z.object({ username: z.string(), password: z.string(), Partner: z.string() }),
  userRank: z.object({ userRank: z.string(), userExp: z.number() }),
  internalWallet,
  userName: z.object({ firstName: z.string(), lastName: z.string(), fullName: z.string() }),
  BonusInfo: bonusInfo,
});
export type UserInfo = z.infer<typeof userInfo>;

/** Marker stored as the bonus id of credit that came from an item code (SPEC §4 "free credit"). */
export const ITEM_CODE_BONUS_ID = 'ITEMCODE';
