import { BANKS } from './banks';
import { fillMessage, type MessageValue } from './fill-message';
import { type MessageKey, TH } from './messages';

/**
 * The English catalogue beside `TH` (the second language: back office, members): the same keys, the same
 * `{placeholders}`. The server answers in English when a call's Accept-Language ranks English first
 * (apps/server/src/plugins/message-language.ts, docs/decisions/100-member-calls-in-english.md); `TH_WEB`, the
 * member app's own texts, has no English twin yet. Two keys that share a Thai text share their English text
 * too, so a Thai text always has one English reading.
 */
export const EN: Record<MessageKey, string> = {
  // SPEC §5 / §8
  invalidPhone: 'Invalid phone number. Please enter it again.',
  fillBeforeConfirm: 'Please fill in the form before confirming.',
  fillAll: 'Please fill in every field.',
  loginFailed: 'Wrong phone number or password.',
  passwordChanged: 'Password changed.',
  registered: 'Registration complete.',
  copied: 'Copied.',
  connectionFailed: 'Cannot connect to the server right now.',
  noData: 'No data.',
  promotionUpdated: 'Promotion status updated.',
  withdrawSuccess: 'Withdrawal successful.',
  noCashback: 'You have no losses, so there is nothing to claim.',
  noFiles: 'no files',
  success: 'Success!',

  // ours
  ok: 'Done.',
  phoneAvailable: 'This phone number is available.',
  phoneTaken: 'This phone number is already registered.',
  bankAccountTaken: 'This account is already registered to a member.',
  bankAccountNotFound: 'No account holder found. Please check the account number and bank.',
  bankLookupUnavailable: 'The account cannot be checked right now. Please try again.',
  bankTokenInvalid: 'The account confirmation has expired or is invalid. Please confirm the account again.',
  passwordMismatch: 'The password and its confirmation do not match.',
  passwordTooLong: 'The password can be at most 15 characters.',
  passwordTooShort: 'The password must be at least 6 characters.',
  nameTooLong: 'First and last name can be at most 100 characters.',
  walletIdTooLong: 'The wallet ID can be at most 100 characters.',
  consentRequired: 'Please confirm you are 20 or older and accept the terms and conditions.',
  termsVersionOutdated: 'The terms and conditions have changed. Reload the page and accept them again.',
  mobileOnly: 'Enter a 10-digit mobile number starting with 06, 08 or 09.',
  accountLengthForBank: '{bank} account numbers have {digits} digits. Please check again.',
  walletNotMobile: 'The TrueMoney Wallet number must be a 10-digit mobile number starting with 06, 08 or 09.',
  signupDone: 'Registration complete.',
  loginSuccess: 'Signed in.',
  loginLocked: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
  loginSlowDown: 'Unusually many sign-in attempts for this number. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  oldPasswordWrong: 'The current password is wrong.',
  phoneNotYours: 'The phone number does not match the signed-in account.',
  loggedOut: 'Signed out.',
  loggedOutEverywhere: 'Signed out on every device.',
  unauthorized: 'Please sign in again.',
  passwordChangeFirst: 'Please change your temporary password first.',
  forbidden: 'Access denied.',
  memberLocked: 'This account is suspended. Please contact support.',
  siteMaintenance: 'The site is under maintenance. Please try again later.',
  invalidRequest: 'The data sent is invalid. Please check it again.',
  invalidJson: 'The data format is invalid.',
  unknownField: 'The request has fields the system does not know. Please check it again.',
  bodyTooLarge: 'The data sent is too large.',
  unsupportedMediaType: 'Only JSON data is accepted.',
  notFound: 'The requested item was not found.',
  conflict: 'This duplicates existing data.',
  internalError: 'A temporary system error occurred. Please try again.',
  controlCharacters: 'The data contains characters that cannot be used. Please check it again.',
  databaseBusy: 'The system is busy. Please try again in a moment.',
  configUpdated: 'Settings saved.',
  maintenanceOn: 'Maintenance mode is on.',
  maintenanceOff: 'Maintenance mode is off; the site is open as usual.',
  maintenanceMessageLong: 'The maintenance notice can be at most 500 characters.',
  maintenanceUntilInvalid: 'The planned reopening time is not a valid time.',
  maintenanceUntilPast: 'The planned reopening time must be in the future.',

  // ledger
  insufficientFunds: 'Insufficient balance.',
  idempotencyKeyReused: 'This reference has already been used for another transaction.',
  alreadyProcessed: 'This item has already been processed.',

  // deposits
  bankFeedBadSignature: 'The bank statement signature is invalid.',
  statementsReceived: 'Bank statement lines received.',
  invalidAmount: 'The amount must be greater than 0 with at most 2 decimal places.',
  slipMalformed: 'The QR code on the slip cannot be read. Please upload a clear transfer slip.',
  slipChecksum:
    'The QR code on the slip is incomplete or altered. Please upload the original slip from the banking app.',
  slipUsed: 'This slip has already been used for a deposit.',
  slipVerifyUnavailable: 'The slip cannot be checked right now. Please try again.',
  slipCredited: 'Slip checked: {amount} baht has been credited to the account.',
  notOurChannel: "This transfer did not go to one of the site's receiving accounts.",
  memberNotFound: 'No member with this number.',
  statementAssigned: 'Credited to the member.',
  depositChannelSaved: 'Receiving account saved.',
  depositChannelInvalid:
    'The receiving account details are invalid. Please check the bank and account number.',
  depositChannelTaken: 'This account number is already a receiving account.',
  depositChannelMemberAccount:
    'This account number is bound to a member. Please check before using it as a receiving account.',
  depositChannelLimitsInvalid:
    'The minimum and maximum transfer must be above 0 with at most 2 decimal places, and the minimum must not exceed the maximum.',
  depositChannelsOrdered: 'Receiving account order saved.',
  depositChannelOrderStale:
    'The receiving accounts have changed. Please reload the page and order them again.',
  slipRefused:
    'No transfer from your account matches this slip. If you have just transferred, please wait 5 minutes and try again, or contact support.',
  statementNotAssignable:
    "This is a transfer between the site's own accounts or a duplicate line; it cannot be credited to a member.",
  statementDuplicateUnchecked:
    'This may be the same transfer as one already credited. Please check with the bank, then confirm that it is a different transfer.',
  statementNotOursDone: "Marked as not a member's deposit.",
  statementMarkedNotOurs: "This line is marked as not a member's deposit; it cannot be credited to a member.",
  staffReasonRequired: 'Please give a reason.',
  staffReasonTooLong: 'The reason can be at most 500 characters.',
  adjustmentApplied: "The member's balance was adjusted.",
  adjustmentPending:
    'Saved. One staff member may adjust at most {limit} baht alone in 24 hours; another staff member must approve this one before the balance changes.',
  adjustmentOwnApproval: 'You cannot approve an item you created; another staff member must approve it.',
  adjustmentRejected: 'Adjustment rejected; no money moved.',

  // four eyes on money (issue 23)
  approvalPending: 'Sent for approval: it takes effect once another staff member approves it.',
  approvalApproved: 'Approved: it has taken effect.',
  approvalRejected: 'Request rejected; nothing changed.',
  approvalOwnRequest: 'You cannot approve your own request; another staff member must approve it.',
  approvalDailyLimit:
    'This is above what your role may approve in 24 hours ({limit} baht); ask an owner to approve it.',
  approvalStale: 'This was changed after the request was sent; reject this request and send a new one.',
  approvalAlreadyPending: 'A request for this item is already waiting for approval.',
  withdrawSettingsNotPermitted: 'Your role may not change withdrawal settings.',
  withdrawalAssignedByYou:
    "You assigned this member's deposit, so you cannot decide this member's withdrawals; another staff member must.",

  // withdrawals
  withdrawChannelInvalid: 'Invalid withdrawal channel.',
  withdrawToSiteAccount:
    "The bound account is one of the site's receiving accounts, so no withdrawal can go to it. Please contact support.",
  withdrawBelowMin: 'The minimum withdrawal is {min} baht.',
  withdrawAboveMax: 'You can withdraw at most {max} baht at a time.',
  withdrawDisabled: 'Withdrawals are temporarily closed. Please try again later.',
  withdrawTurnoverNotMet: "The promotion's turnover requirement is not met yet ({now} of {need} baht done).",
  withdrawTurnoverNotMetCode:
    "The redeemed code's turnover requirement is not met yet ({now} of {need} baht done).",
  withdrawAboveBonusMax: 'The current promotion allows withdrawing at most {max} baht.',
  withdrawBalanceBelowMin: 'The balance is below the minimum withdrawal of {min} baht.',
  withdrawBonusInGames:
    'You cannot withdraw under the current promotion while {amount} baht is still in games (a round not finished, or credit not brought back from a game). Please withdraw once it is back in your wallet.',
  withdrawPayoutFailed:
    'The withdrawal failed and the money was returned to your wallet. Please try again or contact support.',
  withdrawPending: 'Withdrawal request sent; staff will check it and transfer the money to your account.',
  pushDeposited: 'Deposit received: {amount} baht',
  pushWithdrawRequested: 'Withdrawal of {amount} baht requested',
  pushWithdrawPaid: 'Withdrawal paid: {amount} baht',
  pushWithdrawReturned:
    'The withdrawal of {amount} baht did not go through; the money is back in your wallet',
  pushDepositOverLimit:
    'Your deposit of {amount} baht is over the deposit limit you set: it is in your wallet, but earns no bonus.',
  pushDepositOnBreak:
    'Your deposit of {amount} baht arrived during your break: it is in your wallet and you can withdraw it, but it earns no bonus.',
  withdrawForfeitUnconfirmed:
    "This withdrawal ends the current promotion, and {amount} baht above the promotion's maximum withdrawal will be forfeited. Please confirm the forfeited amount and withdraw again.",
  withdrawalPaid: 'Withdrawal paid to the member.',
  withdrawalPaying: "Payout sent; waiting for the payout system's result.",
  withdrawalPayoutFailedAdmin: 'The payout failed; the money was returned to the member.',
  withdrawalRejected: 'Withdrawal rejected and the money returned to the member.',
  withdrawalsRecovered: 'Stuck withdrawals checked.',
  withdrawalRulesSaved: 'Automatic withdrawal rules saved.',
  withdrawalAwaitingManualPayout:
    'No payout gateway is connected. Please transfer the money to the member, then mark it paid with the bank reference.',

  // games
  gameNotFound: 'The selected game was not found.',
  gameDisabled: 'This game is temporarily unavailable. Please choose another game.',
  gamesDisabled: 'Games are temporarily unavailable. Please try again later.',
  favouriteGamesFull: 'You can keep up to 50 favourite games. Please remove another one first.',
  gameEntryDuplicate: 'Duplicate game entries (partner and ch must be unique).',
  gamesSaved: 'Game list saved.',
  gameTransferFailed: 'The credit transfer between game wallets failed. Please try again.',
  houseSessionExpired: 'Your play session has expired. Please open the game again from the website.',
  houseUnavailable: 'The game system is temporarily unavailable. Please try again.',
  houseStakeInvalid: 'Please stake a whole number of baht.',
  houseStakeOutOfRange: 'Stakes are {min} to {max} baht per round.',
  houseRoundUnfinished: 'The previous round is not recorded yet. Please try again.',
  liveStakeOutOfRange: 'Each bet spot takes {min} to {max} baht.',
  liveBetUnknown: 'There is no such bet spot on this table. Please choose again.',
  liveBetEmpty: 'Please place a bet on at least one spot.',
  liveBetsClosed: 'Betting on this round has closed. Please wait for the next round.',
  liveTableNotFound: 'The table or round was not found.',
  liveTooManyStreams:
    'Too many live tables are open at once. Close the windows you do not use and try again.',
  liveRoundLimit: 'Bets on {code} in this round may total at most {max} baht.',
  clientSeedInvalid: 'The player seed must be 1 to 64 characters.',
  serverSeedInvalid: 'The server seed must be 64 hexadecimal characters.',
  pokerRoundNotFound: 'This poker hand was not found.',
  pokerRoundDecided: 'This hand has already been decided. See the result in your history.',
  pokerDecisionInvalid: 'That move does not fit the game of this hand.',
  pokerCallNoCredit: 'Not enough credit to call (twice the ante). Fold, or top up and call again.',
  pokerRoundOpen: 'Finish your open poker hand before changing seeds.',

  // item codes
  itemCodeEmpty: 'Please enter a code.',
  itemCodeNotFound: 'Code not found. Please check the code and try again.',
  itemCodeExpired: 'This code has expired.',
  itemCodeUsedUp: 'This code has been used the maximum number of times.',
  itemCodeAlreadyRedeemed: 'You have already used this code; it can be used once per account.',
  itemCodeBonusRunning:
    "A code with a turnover requirement cannot be used while the current promotion's turnover is not met.",
  itemCodeRedeemed: 'Free credit of {amount} baht received.',
  itemCodeFormat: 'A code must be 4 to 32 English letters, digits, - or _.',
  itemCodeDuplicate: 'This code already exists.',
  itemCodeCreated: 'Code created.',
  itemCodeBatchCreated: '{count} codes created.',
  itemCodeBatchPrefix: 'The code prefix must be 1 to 12 English letters or digits.',
  itemCodeBatchCount: 'The number of codes must be between 1 and 5,000.',
  itemCodeBatchNote: 'Please give the batch a note (at most 200 characters).',
  itemCodeBatchExpired: 'The expiry date must be in the future.',
  itemCodeBatchRedeemed: 'You have already used a code from this batch; one code per batch per account.',
  itemCodeBatchLinked: 'An account linked to yours has already used a code from this batch.',
  itemCodeBatchCsvOnly: 'A CSV export must name a code batch.',

  // promotions
  promotionFirstDepositOnly: 'First deposit only.',
  promotionClaimedToday: 'Already claimed today.',
  promotionEnded: 'Ended.',
  promotionNotStarted: 'Not started yet.',
  promotionClaimedAlready: 'Already claimed.',
  promotionClaimsUsedUp: 'All claims used.',
  promotionClaimedByLinked: 'An account linked to yours has already claimed this promotion.',
  promotionOptedOut: 'You have chosen not to receive promotions.',
  promotionBonusRunning: 'A promotion of yours is still running; a new one can be taken once it ends.',
  promotionHowDeposit: 'Yours with your next deposit of at least {min} baht.',
  promotionHowOptIn: 'Turn on "receive promotions" above, then deposit at least {min} baht.',
  promotionHowAfterRunning:
    'The running promotion ends with a withdrawal, or when less than 1 baht of credit is left.',
  promotionSaved: 'Promotion saved.',
  promotionWindowInvalid: "The promotion's end must be after its start.",
  promotionTitleInvalid: 'Please enter a promotion title of at most 200 characters.',
  promotionPercentInvalid: 'The bonus must be a whole number from 1 to 1,000 percent.',
  promotionInstantInvalid: 'Invalid date and time.',
  promotionMaxClaimsInvalid: 'The number of claims must be a whole number of at least 1.',
  promotionOrderInvalid: 'The order must be a whole number from 0 to 100,000.',

  // prize wheel
  wheelNoTicket: 'You have no wheel spins. Play games to earn spins.',
  wheelBoxInvalid: 'Invalid prize box.',
  wheelEmpty: 'The wheel has no prizes yet. Please try again later.',
  wheelWon: 'Congratulations, you won {label}.',
  wheelNoPrize: 'No prize this time ({label}).',
  wheelSeedsRotated: 'Seeds changed.',
  wheelSpinNotFound: 'The selected spin was not found.',
  wheelSeedSecret: "This spin's seed is not revealed yet. Please change seeds before verifying.",
  wheelPrizesSaved: 'Wheel prize table saved.',
  // The marketing surface (issue 28)
  marketingImageNotImage: 'This file is not an image: JPEG, PNG and WebP are accepted.',
  marketingImageTooLarge: 'The image is larger than {maxMb} MB. Make it smaller and upload it again.',
  marketingImageSize:
    'The image must be {minWidth}–{maxSide} pixels wide and {minHeight}–{maxSide} high (this one is {width}×{height}).',
  marketingImageScript: 'This image carries a script in its data and cannot be used.',
  marketingImageSaved: 'Picture uploaded.',
  bannerTitle: 'Name the banner, in at most 100 characters.',
  bannerLink: 'The link must be a page of this site, starting with /.',
  bannerImage: "Upload the banner's picture.",
  bannerImageMissing: 'Picture not found. Please upload it again.',
  bannerOrder: 'The order is a whole number from 0 to 999.',
  bannerSchedule: 'Give a start time; the end must come after the start.',
  bannerSaved: 'Banner saved.',
  bannerDeleted: 'Banner deleted.',
  bannerNotFound: 'No such banner.',
  wheelPrizesPay:
    "This prize table pays an average of {perSpin} baht of credit per spin, no less than a spin ticket's cost of {ticketCost} baht ({ticketEvery} baht of play per ticket × lowest house edge {edge}%). Please lower the credit prizes or their weights.",
  wheelPrizesEmpty: 'At least one prize must be active with a weight above 0.',
  wheelPrizesTooMany: 'The prize table can have at most 50 rows.',
  wheelPrizeLabel: 'Please give the prize a name (at most 100 characters).',
  wheelPrizeAmount: 'Invalid prize amount: credit 0.01–100,000 baht, coins 1–1,000,000, no prize must be 0.',
  wheelPrizeWeight: 'The weight must be a whole number from 0 to 1,000,000.',

  // cashback and affiliate
  cashbackBelowMin: 'The minimum cashback you can claim is {min} baht.',
  affiliateNothing: 'You have no referral income yet, so there is nothing to claim.',
  affiliateBelowMin: 'The minimum referral income you can move to the game wallet is {min} baht.',
  rewardsRun: 'Cashback and referral income calculated.',
  rewardReviewApproved: "Approved: paid into the member's wallet.",
  rewardReviewRefused: 'Refused: nothing was paid.',
  rewardPeriodInvalid: 'The period is invalid or has not ended yet.',

  // back office: staff accounts and the audit log
  staffUsernameFormat: 'A username must be 3 to 32 English letters, digits, ., - or _.',
  staffUsernameTaken: 'This username is taken. Please choose another.',
  staffPasswordTooShort: 'A staff password must be at least 12 characters.',
  staffPasswordTooLong: 'A staff password can be at most 128 characters.',
  staffPasswordHasUsername: 'A staff password must not contain the username.',
  staffRoleInvalid: 'Invalid role: it must be owner, finance, support or marketing.',
  staffCreated: 'Staff account created.',
  staffLoginFailed: 'Wrong username or password.',
  staffLoginLocked: 'Too many wrong usernames or passwords. Please wait 15 minutes and try again.',
  staffLoginSlowDown:
    'Unusually many sign-in attempts for this username. Please wait a moment and try again.',
  staffTicketExpired: 'The sign-in step has expired. Please sign in again.',
  staffTotpInvalid: 'Wrong 6-digit code.',
  staffSignedOut: 'Signed out of the back office.',
  staffSessionEnded: 'Your session has ended. Please sign in again.',
  staffCsrfMissing: 'Invalid request. Please reload the page and try again.',
  staffNotPermitted: 'Your role is not allowed to do this.',
  staffLastOwner: 'At least one enabled owner account must remain.',
  staffUpdated: 'Staff account saved.',
  staffTotpReset: 'Two-step verification reset; the staff member enrols again at the next sign-in.',
  staffTotpSlowDown: 'Several wrong verification codes. Please wait a moment and try again.',
  staffTotpLocked: 'Too many wrong verification codes: this account is locked. Ask the owner to unlock it.',
  auditDateInvalid: 'Invalid date and time format.',
  // back office: dashboard and reports
  reportDateInvalid: 'A date must be YYYY-MM-DD (Gregorian), e.g. 2026-01-31.',
  reportRangeReversed: 'The start date must not be after the end date.',
  reportRangeTooLong: 'A report can cover at most 366 days.',
  // back office: members
  memberIdNotFound: 'The selected member was not found.',
  memberSearchTooLong: 'A search can be at most 100 characters.',
  memberLockDone: 'Member suspended and signed out on every device.',
  memberUnlockDone: 'Member suspension lifted.',
  memberPasswordResetDone:
    'Temporary password set. Tell the member; they must change it at their next sign-in.',
  memberNoteRequired: 'Please enter the note text.',
  memberNoteTooLong: 'A note can be at most 1000 characters.',
  memberNoteAdded: 'Note saved.',
  memberBankChanged: "The member's bank account was changed.",
  memberBankUnchanged: 'This is already the account the member has bound.',
  memberBankIsSite: "This is one of the site's receiving accounts; it cannot be bound to a member.",
  memberBankOfOther: 'This account is already bound to another member.',
  // back office: staff notifications (lines joined by the server, no full stops as in Thai)
  notifyWithdrawalWaiting: 'A withdrawal of {amount} baht is waiting for approval',
  notifyLargeDeposit: 'A large deposit of {amount} baht was credited to a member',
  notifyLedgerCheckFailed: 'The ledger check failed: {count} problems found',
  notifyStaffTotpLocked:
    'Staff account {username} locked after {count} wrong verification codes in a row: whoever typed them knows its password',
  notifyMember: 'Member {phone}',
  notifyAccount: 'Account {bank} {account}',
  notifyReason: 'Reason: {reason}',
  notifyVia: 'Via: {via}',
  notifyChecks: 'Failing checks: {checks}',
  notifyOpen: 'Open {link}',
  notifyReasonLinkedBonus: 'A linked account holds a bonus',
  notifyReasonFirstWithdrawal: "The member's first withdrawal",
  notifyReasonDailyLimit: 'Above the daily automatic withdrawal limit',
  notifyReasonManualPayout: 'No payout gateway: transfer to the member at the bank',
  notifyReasonAboveAuto: 'Above the automatic maximum per withdrawal, or automatic withdrawal is off',
  notifyViaFeed: 'Bank statement',
  notifyViaSlip: "The member's slip",
  notifyViaOperator: 'Matched by staff',
  // player protection
  playLimitAmount: 'A limit is an amount of at least 1 baht, with at most 2 decimals.',
  playLimitMinutes: 'The session limit is a whole number of minutes from 5 to 1440.',
  realityCheckMinutes: 'The reality check can be every 15, 30 or 60 minutes, or off.',
  playLimitNothingPending: 'No change of this limit is waiting to be confirmed.',
  playLimitNotYet: 'Raising or removing a limit waits 24 hours: you can confirm it from {at}.',
  playBreakInvalid:
    'Please choose a valid break: a time-out of 24 hours, 7 days or 30 days, or a self-exclusion of 6 months, 1 year or 5 years.',
  playBreakConfirm: 'Please confirm the break.',
  playBreakShorter: 'You are already on a break until {until}: a new break must end later.',
  playOnBreak:
    'You are on a break until {until}: no games or promotions until then, but you can see your balance and withdraw.',
  playLossLimitReached: 'You have reached your loss limit: you can play again when its period ends.',
  playSessionLimitReached:
    'You have played as long as your session limit allows: take a break and play again from {at}.',
  statementRangeTooLong: 'A statement covers at most one year at a time. Please choose another range.',
  statementTypeInvalid: 'The type is all, deposit, withdraw, bonus, reward or game.',
  statementMonthInvalid: 'A month is YYYY-MM (Gregorian), e.g. 2026-01.',
};

export type MessageLang = 'th' | 'en';
export const MESSAGE_CATALOGUES: Record<MessageLang, Record<MessageKey, string>> = { th: TH, en: EN };

const KEYS = Object.keys(TH) as MessageKey[];

/** Every catalogue text, Thai or English, to its key: built once. */
const keyOfText = new Map<string, MessageKey>();
for (const key of KEYS) {
  keyOfText.set(TH[key], key);
  keyOfText.set(EN[key], key);
}

/** A text with `{placeholders}` as a pattern that finds the values in a filled copy of it. */
interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** How much fixed text it has: short ones ('สมาชิก {phone}') would match too much unless named. */
  literal: number;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function templateOf(key: MessageKey, text: string): Template | null {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return null;
  const parts = text.split(/\{\w+\}/);
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's');
  return { key, pattern, names, literal: parts.join('').length };
}
const templatesOfKey = new Map<MessageKey, Template[]>();
for (const key of KEYS) {
  const both = [templateOf(key, TH[key]), templateOf(key, EN[key])].filter((t) => t !== null);
  if (both.length > 0) templatesOfKey.set(key, both);
}
/** Tried on a text of unknown key, the most specific first. */
const MIN_LITERAL = 10;
const guessable = [...templatesOfKey.values()]
  .flat()
  .filter((t) => t.literal >= MIN_LITERAL)
  .sort((a, b) => b.literal - a.literal);

/** A filled-in value that is itself a catalogue text or a bank's name reads in the language too. */
const banksByName = new Map(BANKS.flatMap((bank) => [[bank.th, bank] as const, [bank.en, bank] as const]));
function valueIn(lang: MessageLang, value: string): MessageValue {
  const key = keyOfText.get(value);
  if (key) return MESSAGE_CATALOGUES[lang][key];
  return banksByName.get(value)?.[lang] ?? value;
}

/**
 * A server message (`TH` or `EN`, plain or filled by `fillMessage`) in `lang`: its key is found by its exact
 * text, else by the pattern of a text with placeholders, whose values are carried over. `key`, when the
 * caller knows it (an AppError's), is tried first. Text of no catalogue key comes back unchanged.
 */
export function messageIn(lang: MessageLang, text: string, key?: MessageKey): string {
  const target = MESSAGE_CATALOGUES[lang];
  if (key !== undefined && (text === TH[key] || text === EN[key])) return target[key];
  const exact = keyOfText.get(text);
  if (exact !== undefined) return target[exact];
  const candidates = key !== undefined ? [...(templatesOfKey.get(key) ?? []), ...guessable] : guessable;
  for (const template of candidates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, valueIn(lang, found[i + 1]!)]));
    return fillMessage<string>(target[template.key], values);
  }
  return text;
}
