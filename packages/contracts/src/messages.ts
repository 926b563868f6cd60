import { REALITY_CHECK_TH } from './reality-check-texts';

/**
 * The Thai message catalogue: every text the server sends to a member and the web app shows.
 * Strings quoted by SPEC §5/§8 are copied verbatim; the rest are ours (see
 * docs/decisions/002-follow-the-spec-quirks.md).
 */
export const TH = {
  // SPEC §5 / §8, verbatim
  invalidPhone: 'หมายเลขโทรศัพท์ ไม่ถูกต้อง กรุณากรอกใหม่',
  fillBeforeConfirm: 'กรุณากรอกข้อมูลก่อนยืนยัน',
  fillAll: 'กรุณากรอกข้อมูลให้ครบ',
  loginFailed: 'เบอร์โทรศัพท์ หรือ รหัสผ่าน ไม่ถูกต้อง',
  passwordChanged: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
  registered: 'ลงทะเบียนเรียบร้อยแล้ว',
  copied: 'คัดลอกแล้ว',
  connectionFailed: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ในขณะนี้',
  noData: 'ไม่มีข้อมูล',
  promotionUpdated: 'อัพเดทสภานะโปรโมชั่นเรียบร้อยแล้ว',
  withdrawSuccess: 'ถอนเงินสำเร็จ',
  noCashback: 'คุณไม่มียอดเสีย ไม่สามารถกดรับได้',
  noFiles: 'no files',
  success: 'Success!',

  // ours
  ok: 'สำเร็จ',
  phoneAvailable: 'สามารถใช้หมายเลขโทรศัพท์นี้ได้',
  phoneTaken: 'หมายเลขโทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
  bankAccountTaken: 'บัญชีนี้ถูกใช้สมัครสมาชิกแล้ว',
  bankAccountNotFound: 'ไม่พบชื่อบัญชีนี้ กรุณาตรวจสอบเลขบัญชีและธนาคาร',
  bankLookupUnavailable: 'ไม่สามารถตรวจสอบบัญชีได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  bankTokenInvalid: 'การยืนยันบัญชีหมดอายุหรือไม่ถูกต้อง กรุณายืนยันบัญชีใหม่อีกครั้ง',
  passwordMismatch: 'รหัสผ่านและยืนยันรหัสผ่านไม่ตรงกัน',
  passwordTooLong: 'รหัสผ่านต้องไม่เกิน 15 ตัวอักษร',
  passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  nameTooLong: 'ชื่อและนามสกุลต้องไม่เกิน 100 ตัวอักษร',
  walletIdTooLong: 'ไอดีวอลเล็ตต้องไม่เกิน 100 ตัวอักษร',
  /** Signup's consent not ticked (Confirm you are 20 or older and accept the terms). */
  consentRequired: 'กรุณายืนยันว่าคุณอายุ 20 ปีขึ้นไป และยอมรับข้อกำหนดและเงื่อนไข',
  /** Signup named terms that are no longer in force (The terms have changed: reload and accept them again). */
  termsVersionOutdated: 'ข้อกำหนดและเงื่อนไขมีการปรับปรุง กรุณาโหลดหน้าใหม่แล้วยอมรับอีกครั้ง',
  /** A 10-digit number that is no Thai mobile (Enter a 10-digit mobile number starting 06, 08 or 09). */
  mobileOnly: 'กรุณากรอกเบอร์มือถือ 10 หลัก ที่ขึ้นต้นด้วย 06, 08 หรือ 09',
  /** `{bank}` is the bank's Thai name, `{digits}` its account length (This bank's account numbers have N digits). */
  accountLengthForBank: 'เลขบัญชี{bank} มี {digits} หลัก กรุณาตรวจสอบอีกครั้ง',
  /** The TrueMoney wallet's "account" is its mobile number (The wallet number is a mobile number, 06/08/09). */
  walletNotMobile: 'เบอร์ทรูมันนี่ วอลเล็ท ต้องเป็นเบอร์มือถือ 10 หลัก ที่ขึ้นต้นด้วย 06, 08 หรือ 09',
  signupDone: 'ลงทะเบียนเรียบร้อยแล้ว',
  loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  loginLocked: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่',
  loginSlowDown: 'มีการพยายามเข้าสู่ระบบเบอร์นี้ถี่ผิดปกติ กรุณารอสักครู่แล้วลองใหม่',
  tooManyRequests: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
  oldPasswordWrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
  phoneNotYours: 'เบอร์โทรศัพท์ไม่ตรงกับบัญชีที่เข้าสู่ระบบ',
  loggedOut: 'ออกจากระบบเรียบร้อยแล้ว',
  loggedOutEverywhere: 'ออกจากระบบทุกเครื่องเรียบร้อยแล้ว',
  unauthorized: 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  /** A session opened with a temporary password from staff: nothing but the password change until it is done. */
  passwordChangeFirst: 'กรุณาเปลี่ยนรหัสผ่านชั่วคราวก่อนใช้งาน', // Change the temporary password first
  forbidden: 'ไม่มีสิทธิ์เข้าถึง',
  memberLocked: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
  siteMaintenance: 'ระบบกำลังปิดปรับปรุง กรุณาลองใหม่ภายหลัง',
  invalidRequest: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
  invalidJson: 'รูปแบบข้อมูลไม่ถูกต้อง',
  unknownField: 'มีข้อมูลที่ระบบไม่รู้จัก กรุณาตรวจสอบอีกครั้ง',
  bodyTooLarge: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
  unsupportedMediaType: 'รองรับเฉพาะข้อมูลแบบ JSON เท่านั้น',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  conflict: 'ข้อมูลซ้ำกับที่มีอยู่แล้ว',
  internalError: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  controlCharacters: 'ข้อมูลมีอักขระที่ใช้ไม่ได้ กรุณาตรวจสอบอีกครั้ง',
  databaseBusy: 'ระบบกำลังมีผู้ใช้งานหนาแน่น กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  configUpdated: 'บันทึกการตั้งค่าเรียบร้อยแล้ว',
  // maintenance mode (issue 12)
  maintenanceOn: 'เปิดโหมดปิดปรับปรุงแล้ว', // Maintenance mode is on
  maintenanceOff: 'ปิดโหมดปิดปรับปรุงแล้ว ระบบเปิดให้บริการตามปกติ', // Maintenance mode is off; the site is open
  maintenanceMessageLong: 'ข้อความแจ้งปิดปรับปรุงยาวได้ไม่เกิน 500 ตัวอักษร', // The notice is at most 500 characters
  maintenanceUntilInvalid: 'เวลาที่คาดว่าจะเปิดให้บริการไม่ถูกต้อง', // The planned end is not a valid time
  maintenanceUntilPast: 'เวลาที่คาดว่าจะเปิดให้บริการต้องเป็นเวลาในอนาคต', // The planned end must be in the future

  // ledger
  insufficientFunds: 'ยอดเงินคงเหลือไม่เพียงพอ',
  idempotencyKeyReused: 'รหัสอ้างอิงนี้ถูกใช้กับรายการอื่นแล้ว',
  alreadyProcessed: 'รายการนี้ถูกดำเนินการไปแล้ว',

  // deposits
  bankFeedBadSignature: 'ลายเซ็นของรายการเดินบัญชีไม่ถูกต้อง',
  statementsReceived: 'รับรายการเดินบัญชีเรียบร้อยแล้ว',
  invalidAmount: 'จำนวนเงินต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  slipMalformed: 'อ่านคิวอาร์โค้ดบนสลิปไม่ได้ กรุณาอัปโหลดสลิปการโอนเงินที่ชัดเจน',
  slipChecksum: 'คิวอาร์โค้ดบนสลิปไม่สมบูรณ์หรือถูกแก้ไข กรุณาอัปโหลดสลิปต้นฉบับจากแอปธนาคาร',
  slipUsed: 'สลิปนี้ถูกใช้เติมเงินไปแล้ว',
  slipVerifyUnavailable: 'ไม่สามารถตรวจสอบสลิปได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  /** `{amount}` is the credited amount; numbers are written by `fillMessage` (e.g. 1,500). */
  slipCredited: 'ตรวจสอบสลิปเรียบร้อย เติมเงิน {amount} บาท เข้าบัญชีแล้ว',
  notOurChannel: 'รายการโอนนี้ไม่ได้เข้าบัญชีรับเงินของเว็บไซต์',
  memberNotFound: 'ไม่พบสมาชิกหมายเลขนี้',
  statementAssigned: 'เติมเงินให้สมาชิกเรียบร้อยแล้ว',
  depositChannelSaved: 'บันทึกบัญชีรับเงินเรียบร้อยแล้ว',
  depositChannelInvalid: 'ข้อมูลบัญชีรับเงินไม่ถูกต้อง กรุณาตรวจสอบธนาคารและเลขบัญชี',
  depositChannelTaken: 'เลขบัญชีนี้มีอยู่ในบัญชีรับเงินแล้ว',
  depositChannelMemberAccount: 'เลขบัญชีนี้ผูกกับสมาชิกอยู่ กรุณาตรวจสอบก่อนใช้เป็นบัญชีรับเงิน',
  // deposit channels: limits, order (issue 12)
  depositChannelLimitsInvalid: 'ยอดโอนต่ำสุดและสูงสุดต้องมากกว่า 0 มีทศนิยมไม่เกิน 2 ตำแหน่ง และต่ำสุดต้องไม่เกินสูงสุด', // Limits: above 0, 2 decimals, min ≤ max
  depositChannelsOrdered: 'บันทึกลำดับบัญชีรับเงินเรียบร้อยแล้ว', // The channel order is saved
  depositChannelOrderStale: 'รายการบัญชีรับเงินมีการเปลี่ยนแปลง กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง', // The list changed meanwhile: reload, then order again
  /**
   * Every slip refusal that could tell whether a reference exists (unknown, another member's, used by
   * another, not our channel, a sender that names no single member) reads the same (docs/ABUSE.md 7).
   */
  slipRefused: 'ไม่พบรายการโอนจากบัญชีของท่านตามสลิปนี้ หากเพิ่งโอน กรุณารอ 5 นาทีแล้วลองใหม่ หรือติดต่อเจ้าหน้าที่',
  statementNotAssignable: 'รายการนี้เป็นการโอนระหว่างบัญชีของเว็บไซต์หรือรายการซ้ำ ไม่สามารถเติมให้สมาชิกได้',
  // deposit queue and manual adjustments (issue 12)
  /** A `duplicate` assigned without `duplicateChecked` (May be a transfer already credited: check with the bank, then confirm). */
  statementDuplicateUnchecked:
    'รายการนี้อาจเป็นรายการโอนเดียวกับที่เติมเงินไปแล้ว กรุณาตรวจสอบกับธนาคาร แล้วยืนยันว่าเป็นคนละรายการ',
  statementNotOursDone: 'บันทึกว่าไม่ใช่รายการฝากของสมาชิกเรียบร้อยแล้ว', // Marked as not a member's deposit
  statementMarkedNotOurs: 'รายการนี้ถูกบันทึกว่าไม่ใช่รายการฝากของสมาชิก ไม่สามารถเติมให้สมาชิกได้', // Marked not ours: never credited
  staffReasonRequired: 'กรุณาระบุเหตุผล', // A reason is required
  staffReasonTooLong: 'เหตุผลต้องไม่เกิน 500 ตัวอักษร', // A reason has at most 500 characters
  adjustmentApplied: 'ปรับยอดเงินของสมาชิกเรียบร้อยแล้ว', // The member's balance was adjusted
  /**
   * `{limit}` is ADJUSTMENT_APPROVAL_BAHT (Saved: one staff member may adjust at most {limit} baht alone per
   * 24 hours; another staff member must approve this one before money moves).
   */
  adjustmentPending:
    'บันทึกรายการแล้ว เจ้าหน้าที่หนึ่งคนปรับยอดเองได้ไม่เกิน {limit} บาทใน 24 ชั่วโมง รายการนี้ต้องให้เจ้าหน้าที่อีกคนอนุมัติก่อนปรับยอด',
  adjustmentOwnApproval: 'ไม่สามารถอนุมัติรายการที่ตนเองสร้างได้ ต้องให้เจ้าหน้าที่คนอื่นอนุมัติ', // The maker cannot approve their own
  adjustmentRejected: 'ปฏิเสธรายการปรับยอดแล้ว ไม่มีการปรับยอดเงิน', // Rejected: no money moved

  // four eyes on money (issue 23)
  /** A staff action that pays waits for a second person (Sent for approval: it takes effect once another staff member approves it). */
  approvalPending: 'ส่งคำขออนุมัติแล้ว รายการนี้จะมีผลเมื่อเจ้าหน้าที่อีกคนอนุมัติ',
  approvalApproved: 'อนุมัติคำขอแล้ว รายการมีผลแล้ว', // Approved: it has taken effect
  approvalRejected: 'ปฏิเสธคำขอแล้ว ไม่มีการเปลี่ยนแปลง', // Rejected: nothing changed
  /** The maker tries to approve their own request (You cannot approve your own request). */
  approvalOwnRequest: 'ไม่สามารถอนุมัติคำขอที่ตนเองส่งได้ ต้องให้เจ้าหน้าที่คนอื่นอนุมัติ',
  /** `{limit}`: the approver role's daily limit in baht (Above what your role may approve in 24 hours: {limit} baht). */
  approvalDailyLimit: 'เกินวงเงินที่บทบาทของคุณอนุมัติได้ใน 24 ชั่วโมง ({limit} บาท) กรุณาให้เจ้าของระบบอนุมัติ',
  /** What the request changes was changed since it was sent (Changed since the request: reject it and send a new one). */
  approvalStale: 'ข้อมูลถูกเปลี่ยนไปหลังจากส่งคำขอ กรุณาปฏิเสธคำขอนี้แล้วส่งคำขอใหม่',
  /** A second request for the same thing while one waits (A request for this item is already waiting). */
  approvalAlreadyPending: 'มีคำขอของรายการนี้รออนุมัติอยู่แล้ว',
  /** Marketing (or support) sends withdrawal settings (Your role may not change withdrawal settings). */
  withdrawSettingsNotPermitted: 'บทบาทของคุณไม่มีสิทธิ์แก้ไขการตั้งค่าการถอนเงิน',
  /** Finance approving a withdrawal of a member whose deposit they assigned (You assigned this member's deposit: another staff member must decide). */
  withdrawalAssignedByYou: 'คุณเป็นผู้จับคู่รายการฝากให้สมาชิกคนนี้ จึงตัดสินรายการถอนของสมาชิกคนนี้ไม่ได้ ต้องให้เจ้าหน้าที่คนอื่นตัดสิน',

  // withdrawals
  withdrawChannelInvalid: 'ช่องทางการถอนเงินไม่ถูกต้อง',
  withdrawToSiteAccount: 'บัญชีที่ผูกไว้เป็นบัญชีรับเงินของเว็บไซต์ ไม่สามารถถอนเงินเข้าบัญชีนี้ได้ กรุณาติดต่อเจ้าหน้าที่',
  /** SPEC §5; `{min}` is the site config's minimum (`fillMessage`: 100, 1,500 or 99.50). */
  withdrawBelowMin: 'ถอนเงินขั้นต่ำ {min} บาท',
  withdrawAboveMax: 'ถอนเงินได้สูงสุดครั้งละ {max} บาท',
  withdrawDisabled: 'ขณะนี้ระบบปิดการถอนเงินชั่วคราว กรุณาลองใหม่ภายหลัง',
  withdrawTurnoverNotMet: 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว {now} จาก {need} บาท)',
  /** The same, when the condition came with a redeemed code (เครดิตฟรี), not with a promotion. */
  withdrawTurnoverNotMetCode: 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขของโค้ดที่ใช้ (ทำแล้ว {now} จาก {need} บาท)',
  withdrawAboveBonusMax: 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด {max} บาท',
  withdrawBalanceBelowMin: 'ยอดเงินคงเหลือไม่ถึงยอดถอนขั้นต่ำ {min} บาท',
  /** `{amount}`: baht staked in unfinished rounds or held by a game's own wallet (docs/ABUSE.md 16.4). */
  withdrawBonusInGames:
    'ยังถอนเงินระหว่างรับโปรโมชั่นไม่ได้ เพราะมีเงิน {amount} บาท อยู่ในเกมที่ยังไม่จบหรือยังไม่ได้ดึงกลับจากเกม กรุณารอให้เกมจบและเครดิตกลับเข้ากระเป๋าก่อนถอน',
  withdrawPayoutFailed: 'ถอนเงินไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าของท่านแล้ว กรุณาลองใหม่หรือติดต่อเจ้าหน้าที่',
  /** A withdrawal that waits for the operator: not paid yet, so not 'ถอนเงินสำเร็จ'. */
  withdrawPending: 'ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่ตรวจสอบและโอนเงินเข้าบัญชีของท่าน',
  // Member push (every open screen of the member, within 2 s): the toasts of money that moved
  pushDeposited: 'ฝากเงินสำเร็จ {amount} บาท',
  pushWithdrawRequested: 'ส่งคำขอถอนเงิน {amount} บาทแล้ว',
  pushWithdrawPaid: 'ถอนเงินสำเร็จ {amount} บาท',
  pushWithdrawReturned: 'ถอนเงิน {amount} บาทไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าของท่านแล้ว',
  /** A deposit credited over the member's own deposit limit (play-limits): credited, no bonus from it. */
  pushDepositOverLimit: 'ยอดฝาก {amount} บาท เกินวงเงินฝากที่ท่านตั้งไว้ เงินเข้ากระเป๋าแล้ว แต่ยอดนี้ไม่ได้รับโบนัส',
  /** A deposit credited during the member's break (play-limits): credited, no bonus, withdrawal works. */
  pushDepositOnBreak:
    'ยอดฝาก {amount} บาท เข้าระหว่างพักการเล่น เงินเข้ากระเป๋าแล้ว แต่ยอดนี้ไม่ได้รับโบนัส ท่านถอนเงินได้ตามปกติ',
  /** `{amount}` is the forfeit the member has not confirmed (docs/ABUSE.md 5), in baht. */
  withdrawForfeitUnconfirmed:
    'การถอนครั้งนี้จะจบโปรโมชั่นที่รับอยู่ และยอดเงิน {amount} บาท ที่เกินยอดถอนสูงสุดของโปรโมชั่นจะถูกริบ กรุณายืนยันยอดที่ถูกริบแล้วถอนอีกครั้ง',
  withdrawalPaid: 'จ่ายเงินถอนให้สมาชิกเรียบร้อยแล้ว',
  withdrawalPaying: 'ส่งคำสั่งจ่ายเงินแล้ว กำลังรอผลจากระบบจ่ายเงิน',
  withdrawalPayoutFailedAdmin: 'จ่ายเงินไม่สำเร็จ ระบบคืนเงินให้สมาชิกแล้ว',
  withdrawalRejected: 'ปฏิเสธการถอนเงินและคืนเงินให้สมาชิกแล้ว',
  withdrawalsRecovered: 'ตรวจสอบรายการถอนที่ค้างจ่ายเรียบร้อยแล้ว',
  withdrawalRulesSaved: 'บันทึกเงื่อนไขการถอนอัตโนมัติแล้ว', // Auto-withdraw rules saved
  /** Approval without a payout gateway (manual payouts): the operator transfers, then marks it paid. */
  withdrawalAwaitingManualPayout:
    'ระบบไม่ได้เชื่อมต่อช่องทางจ่ายเงิน กรุณาโอนเงินให้สมาชิก แล้วบันทึกว่าจ่ายแล้วพร้อมเลขอ้างอิงธนาคาร',

  // games
  gameNotFound: 'ไม่พบเกมที่เลือก',
  gameDisabled: 'เกมนี้ปิดให้บริการชั่วคราว กรุณาเลือกเกมอื่น',
  gamesDisabled: 'ขณะนี้ปิดให้บริการเกมชั่วคราว กรุณาลองใหม่ภายหลัง',
  /** The favourites cap (MAX_FAVOURITE_GAMES). */
  favouriteGamesFull: 'เก็บเกมโปรดได้สูงสุด 50 เกม กรุณานำเกมอื่นออกก่อน',
  gameEntryDuplicate: 'มีรายการเกมซ้ำกัน (partner และ ch ต้องไม่ซ้ำกัน)',
  gamesSaved: 'บันทึกรายการเกมเรียบร้อยแล้ว',
  gameTransferFailed: 'โอนเครดิตระหว่างกระเป๋าเกมไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  houseSessionExpired: 'หมดเวลาการเล่น กรุณาเข้าเกมใหม่จากหน้าเว็บไซต์',
  houseUnavailable: 'ระบบเกมไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้ง',
  houseStakeInvalid: 'กรุณาวางเดิมพันเป็นจำนวนเต็มบาท',
  /** `{min}` and `{max}` are the game's stake limits in whole baht. */
  houseStakeOutOfRange: 'เดิมพันได้ตั้งแต่ {min} ถึง {max} บาทต่อครั้ง',
  houseRoundUnfinished: 'รอบก่อนหน้ายังบันทึกผลไม่เสร็จ กรุณาลองใหม่อีกครั้ง',
  /** `{min}` and `{max}`: a live table's limits per bet spot, whole baht. */
  liveStakeOutOfRange: 'เดิมพันได้ช่องละ {min} ถึง {max} บาท',
  liveBetUnknown: 'ไม่มีช่องเดิมพันนี้บนโต๊ะ กรุณาเลือกใหม่',
  liveBetEmpty: 'กรุณาวางเดิมพันอย่างน้อยหนึ่งช่อง',
  liveBetsClosed: 'ปิดรับเดิมพันรอบนี้แล้ว กรุณารอรอบถัดไป',
  liveTableNotFound: 'ไม่พบโต๊ะหรือรอบที่เลือก',
  /** STREAMS_PER_MEMBER live streams are open already (apps/server live/stream-slots.ts). */
  liveTooManyStreams: 'เปิดดูโต๊ะสดพร้อมกันหลายหน้าต่างเกินไป กรุณาปิดหน้าต่างที่ไม่ใช้แล้วลองใหม่',
  /** `{code}`: the spot's label; `{max}`: its limit per round, whole baht. */
  liveRoundLimit: 'เดิมพันช่อง {code} รวมในรอบนี้ได้ไม่เกิน {max} บาท',
  clientSeedInvalid: 'ซีดผู้เล่นต้องมีความยาว 1 ถึง 64 ตัวอักษร',
  serverSeedInvalid: 'ซีดเซิร์ฟเวอร์ต้องเป็นเลขฐานสิบหก 64 ตัวอักษร',
  pokerRoundNotFound: 'ไม่พบตาโป๊กเกอร์นี้',
  pokerRoundDecided: 'ตานี้ตัดสินใจไปแล้ว ดูผลได้ในประวัติการเล่น',
  pokerDecisionInvalid: 'คำสั่งนี้ใช้กับเกมของตานี้ไม่ได้',
  pokerCallNoCredit: 'เครดิตไม่พอสำหรับการคอล (2 เท่าของเดิมพันแรก) กรุณาหมอบ หรือเติมเครดิตแล้วคอลอีกครั้ง',
  pokerRoundOpen: 'กรุณาเล่นตาโป๊กเกอร์ที่ค้างอยู่ให้จบก่อนเปลี่ยนซีด',

  // item codes
  itemCodeEmpty: 'กรุณากรอกโค้ด',
  itemCodeNotFound: 'ไม่พบโค้ดนี้ กรุณาตรวจสอบโค้ดแล้วลองใหม่อีกครั้ง',
  itemCodeExpired: 'โค้ดนี้หมดอายุแล้ว',
  itemCodeUsedUp: 'โค้ดนี้ถูกใช้ครบจำนวนสิทธิ์แล้ว',
  itemCodeAlreadyRedeemed: 'คุณใช้โค้ดนี้ไปแล้ว ใช้ได้เพียงครั้งเดียวต่อบัญชี',
  itemCodeBonusRunning: 'ไม่สามารถใช้โค้ดที่มีเงื่อนไขเทิร์นโอเวอร์ได้ ขณะที่โปรโมชั่นเดิมยังทำเทิร์นโอเวอร์ไม่ครบ',
  /** `{amount}` is the credit in baht. */
  itemCodeRedeemed: 'รับเครดิตฟรี {amount} บาท เรียบร้อยแล้ว',
  itemCodeFormat: 'โค้ดต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ความยาว 4 ถึง 32 ตัว',
  itemCodeDuplicate: 'มีโค้ดนี้อยู่แล้ว',
  itemCodeCreated: 'สร้างโค้ดเรียบร้อยแล้ว',
  // item-code batches (back office)
  /** `{count}` is how many codes were generated. */
  itemCodeBatchCreated: 'สร้างโค้ดจำนวน {count} โค้ดเรียบร้อยแล้ว', // {count} codes created
  itemCodeBatchPrefix: 'คำนำหน้าโค้ดต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 1 ถึง 12 ตัว', // prefix: 1-12 letters or digits
  itemCodeBatchCount: 'จำนวนโค้ดต้องอยู่ระหว่าง 1 ถึง 5,000', // count must be 1..5000
  itemCodeBatchNote: 'กรุณาระบุหมายเหตุของชุดโค้ด (ไม่เกิน 200 ตัวอักษร)', // a note is required (max 200)
  itemCodeBatchExpired: 'วันหมดอายุต้องเป็นเวลาในอนาคต', // expiry must be in the future
  itemCodeBatchRedeemed: 'คุณใช้โค้ดจากชุดนี้ไปแล้ว ใช้ได้เพียง 1 โค้ดต่อชุดต่อบัญชี', // already redeemed a code of this batch
  itemCodeBatchLinked: 'บัญชีที่เชื่อมโยงกับคุณใช้โค้ดจากชุดนี้แล้ว', // a linked account redeemed one of this batch
  itemCodeBatchCsvOnly: 'การส่งออกไฟล์ CSV ต้องระบุชุดโค้ด', // CSV export needs a batch

  // promotions: why a member cannot take one (the member's promotion list), and the operator's calls
  promotionFirstDepositOnly: 'รับได้เฉพาะการฝากครั้งแรก',
  promotionClaimedToday: 'วันนี้รับแล้ว',
  promotionEnded: 'หมดเขตแล้ว',
  promotionNotStarted: 'ยังไม่เริ่มโปรโมชั่น',
  promotionClaimedAlready: 'รับโปรโมชั่นนี้แล้ว',
  promotionClaimsUsedUp: 'รับครบจำนวนครั้งแล้ว',
  /** Another account of the same person (bank holder name or address) took it (docs/ABUSE.md 11). */
  promotionClaimedByLinked: 'บัญชีที่เชื่อมโยงกับคุณรับโปรโมชั่นนี้แล้ว',
  /** The member chose not to receive promotions (SPEC §4 switch). */
  promotionOptedOut: 'คุณเลือกไม่รับโปรโมชั่นอยู่',
  /** A bonus of the member still runs: a deposit starts no other. */
  promotionBonusRunning: 'มีโปรโมชั่นที่รับอยู่ รับโปรโมชั่นใหม่ได้เมื่อโปรโมชั่นเดิมจบ',
  // how to take one (`{min}`: its minimum deposit in baht)
  promotionHowDeposit: 'รับได้เมื่อฝากครั้งถัดไป ขั้นต่ำ {min} บาท',
  promotionHowOptIn: 'เปิด "รับโปรโมชั่น" ด้านบน แล้วฝากขั้นต่ำ {min} บาท',
  promotionHowAfterRunning: 'โปรโมชั่นเดิมจบเมื่อถอนเงิน หรือเมื่อเครดิตเหลือไม่ถึง 1 บาท',
  promotionSaved: 'บันทึกโปรโมชั่นเรียบร้อยแล้ว',
  promotionWindowInvalid: 'เวลาสิ้นสุดโปรโมชั่นต้องอยู่หลังเวลาเริ่ม',
  promotionTitleInvalid: 'กรุณากรอกชื่อโปรโมชั่น ไม่เกิน 200 ตัวอักษร', // title: 1-200 characters
  promotionPercentInvalid: 'โบนัสต้องเป็นจำนวนเต็ม 1 ถึง 1,000 เปอร์เซ็นต์', // percent: whole 1..1000
  promotionInstantInvalid: 'วันเวลาไม่ถูกต้อง', // not a date-time
  promotionMaxClaimsInvalid: 'จำนวนครั้งต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป', // claims cap: whole, at least 1
  promotionOrderInvalid: 'ลำดับต้องเป็นจำนวนเต็ม 0 ถึง 100,000', // order: whole 0..100000

  // prize wheel
  /** Tickets come from play, not deposits (docs/ABUSE.md 3). */
  wheelNoTicket: 'คุณไม่มีสิทธิ์หมุนวงล้อ สะสมยอดเล่นเกมเพื่อรับสิทธิ์หมุนวงล้อ',
  wheelBoxInvalid: 'กล่องรางวัลไม่ถูกต้อง',
  wheelEmpty: 'วงล้อยังไม่มีรางวัล กรุณาลองใหม่ภายหลัง',
  /** `{label}` is the prize's label. */
  wheelWon: 'ยินดีด้วย คุณได้รับรางวัล {label}',
  wheelNoPrize: 'รอบนี้ไม่ได้รับรางวัล ({label})',
  wheelSeedsRotated: 'เปลี่ยนซีดเรียบร้อยแล้ว',
  wheelSpinNotFound: 'ไม่พบรอบหมุนที่เลือก',
  wheelSeedSecret: 'ซีดของรอบนี้ยังไม่เปิดเผย กรุณาเปลี่ยนซีดก่อนตรวจสอบ',
  // the operator's prize table (docs/ABUSE.md 3: a ticket must cost more than the wheel pays)
  wheelPrizesSaved: 'บันทึกตารางรางวัลวงล้อเรียบร้อยแล้ว', // prize table saved
  // The marketing surface (issue 28): banners and their pictures
  marketingImageNotImage: 'ไฟล์นี้ไม่ใช่รูปภาพ รองรับเฉพาะ JPEG, PNG และ WebP', // Not an image: JPEG, PNG and WebP only
  marketingImageTooLarge: 'ไฟล์ภาพใหญ่เกิน {maxMb} MB กรุณาย่อขนาดแล้วอัปโหลดใหม่', // Larger than {maxMb} MB
  marketingImageSize:
    'ขนาดภาพต้องกว้าง {minWidth}–{maxSide} และสูง {minHeight}–{maxSide} พิกเซล (ภาพนี้ {width}×{height})',
  marketingImageScript: 'ไฟล์ภาพนี้มีสคริปต์ฝังอยู่ในข้อมูลภาพ จึงไม่สามารถใช้ได้', // A script inside the image's data
  marketingImageSaved: 'อัปโหลดรูปภาพเรียบร้อยแล้ว', // Picture uploaded
  bannerTitle: 'กรุณาตั้งชื่อแบนเนอร์ ไม่เกิน 100 ตัวอักษร', // Name the banner, up to 100 characters
  bannerLink: 'ลิงก์ต้องเป็นหน้าในเว็บไซต์นี้ ขึ้นต้นด้วย /', // A page of this site, starting with /
  bannerImage: 'กรุณาอัปโหลดรูปแบนเนอร์', // Upload the banner's picture
  bannerImageMissing: 'ไม่พบรูปภาพนี้ กรุณาอัปโหลดใหม่', // Picture not found: upload it again
  bannerOrder: 'ลำดับต้องเป็นจำนวนเต็ม 0 ถึง 999', // The order: a whole number, 0 to 999
  bannerSchedule: 'กรุณาระบุเวลาเริ่ม และเวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', // Start time; the end after the start
  bannerSaved: 'บันทึกแบนเนอร์เรียบร้อยแล้ว', // Banner saved
  bannerDeleted: 'ลบแบนเนอร์เรียบร้อยแล้ว', // Banner deleted
  bannerNotFound: 'ไม่พบแบนเนอร์นี้', // No such banner
  /** {perSpin} expected credit per spin, {ticketCost} = {ticketEvery} baht of turnover × {edge} % lowest edge. */
  wheelPrizesPay:
    'ตารางรางวัลนี้จ่ายเครดิตเฉลี่ย {perSpin} บาทต่อการหมุน ไม่น้อยกว่าต้นทุนของตั๋วหมุน {ticketCost} บาท (ยอดเล่น {ticketEvery} บาทต่อตั๋ว × ขอบบ้านต่ำสุด {edge}%) กรุณาลดรางวัลเครดิตหรือน้ำหนักของรางวัลเครดิต', // the table pays at least what a ticket costs
  wheelPrizesEmpty: 'ต้องมีรางวัลที่เปิดใช้และมีน้ำหนักมากกว่า 0 อย่างน้อย 1 รายการ', // at least one drawable row
  wheelPrizesTooMany: 'ตารางรางวัลมีได้ไม่เกิน 50 รายการ', // at most 50 rows
  wheelPrizeLabel: 'กรุณาระบุชื่อรางวัล (ไม่เกิน 100 ตัวอักษร)', // a label of 1-100 characters
  wheelPrizeAmount: 'จำนวนรางวัลไม่ถูกต้อง: เครดิต 0.01–100,000 บาท เหรียญ 1–1,000,000 เหรียญ ไม่มีรางวัลต้องเป็น 0', // amount out of range for its kind
  wheelPrizeWeight: 'น้ำหนักต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000', // weight 0-1,000,000

  // cashback and affiliate
  /** `{min}` is the site config's `cashBack.minWithdraw`. */
  cashbackBelowMin: 'ยอดคืนยอดเสียขั้นต่ำที่กดรับได้คือ {min} บาท',
  affiliateNothing: 'คุณยังไม่มีรายได้จากการแนะนำเพื่อน ไม่สามารถกดรับได้',
  /** `{min}` is the site config's `Affiliate.minWithdraw`. */
  affiliateBelowMin: 'ย้ายรายได้แนะนำเพื่อนเข้ากระเป๋าเกมได้ขั้นต่ำ {min} บาท',
  rewardsRun: 'คำนวณคืนยอดเสียและค่าแนะนำเพื่อนเรียบร้อยแล้ว',
  rewardReviewApproved: 'อนุมัติแล้ว จ่ายเข้ากระเป๋าของสมาชิกเรียบร้อย', // Approved: paid into the member's wallet
  rewardReviewRefused: 'ปฏิเสธแล้ว ไม่มีการจ่ายเงิน', // Refused: nothing paid
  rewardPeriodInvalid: 'รอบที่ระบุไม่ถูกต้อง หรือยังไม่สิ้นสุด',

  // back office: staff accounts and the audit log (issue 12)
  staffUsernameFormat: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข . - หรือ _ ความยาว 3 ถึง 32 ตัว', // Username: 3-32 of letters, digits, . - _
  staffUsernameTaken: 'มีชื่อผู้ใช้นี้อยู่แล้ว กรุณาเลือกชื่ออื่น', // This username is taken: choose another
  staffPasswordTooShort: 'รหัสผ่านพนักงานต้องมีอย่างน้อย 12 ตัวอักษร', // A staff password has at least 12 characters
  staffPasswordTooLong: 'รหัสผ่านพนักงานต้องไม่เกิน 128 ตัวอักษร', // A staff password has at most 128 characters
  staffPasswordHasUsername: 'รหัสผ่านพนักงานต้องไม่มีชื่อผู้ใช้อยู่ในรหัสผ่าน', // A staff password must not contain the username
  staffRoleInvalid: 'บทบาทไม่ถูกต้อง ต้องเป็น owner, finance, support หรือ marketing', // Role must be one of the four
  staffCreated: 'สร้างบัญชีพนักงานเรียบร้อยแล้ว', // Staff account created
  staffLoginFailed: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', // Wrong username or password
  staffLoginLocked: 'ใส่ชื่อผู้ใช้หรือรหัสผ่านผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่', // Too many wrong sign-ins from here: wait 15 minutes
  staffLoginSlowDown: 'มีการพยายามเข้าสู่ระบบด้วยชื่อผู้ใช้นี้ถี่ผิดปกติ กรุณารอสักครู่แล้วลองใหม่', // Unusually many sign-ins for this username: wait
  staffTicketExpired: 'หมดเวลายืนยันตัวตน กรุณาเข้าสู่ระบบใหม่', // The sign-in step expired: sign in again
  staffTotpInvalid: 'รหัสยืนยัน 6 หลักไม่ถูกต้อง', // Wrong 6-digit code
  staffSignedOut: 'ออกจากระบบหลังบ้านแล้ว', // Signed out of the back office
  staffSessionEnded: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่', // Session ended: sign in again
  staffCsrfMissing: 'คำขอไม่ถูกต้อง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง', // CSRF token missing or wrong: reload and retry
  staffNotPermitted: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้', // Your role may not do this
  staffLastOwner: 'ต้องมีเจ้าของที่ใช้งานได้อย่างน้อย 1 บัญชี', // At least one enabled owner must remain
  staffUpdated: 'บันทึกบัญชีพนักงานแล้ว', // Staff account saved
  staffTotpReset: 'รีเซ็ตการยืนยันสองขั้นตอนแล้ว พนักงานต้องลงทะเบียนใหม่เมื่อเข้าสู่ระบบครั้งถัดไป', // 2FA reset: enrols again at next sign-in
  staffTotpSlowDown: 'ใส่รหัสยืนยันผิดหลายครั้ง กรุณารอสักครู่แล้วลองใหม่', // Several wrong codes: wait a moment, then try again
  staffTotpLocked: 'ใส่รหัสยืนยันผิดเกินกำหนด บัญชีถูกล็อก กรุณาให้เจ้าของระบบปลดล็อก', // Too many wrong codes: locked until the owner lifts it
  auditDateInvalid: 'รูปแบบวันเวลาไม่ถูกต้อง', // Not a valid date and time
  // back office: dashboard and reports (issue 12)
  reportDateInvalid: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.) เช่น 2026-01-31', // A date is YYYY-MM-DD (Gregorian)
  reportRangeReversed: 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด', // The start date is after the end date
  reportRangeTooLong: 'เลือกช่วงวันที่ได้ไม่เกิน 366 วัน', // At most 366 days per report
  // back office: members (issue 12)
  memberIdNotFound: 'ไม่พบสมาชิกที่เลือก', // No such member
  memberSearchTooLong: 'คำค้นหาต้องไม่เกิน 100 ตัวอักษร', // A search has at most 100 characters
  memberLockDone: 'ระงับบัญชีสมาชิกแล้ว สมาชิกถูกออกจากระบบทุกอุปกรณ์', // Member locked and signed out everywhere
  memberUnlockDone: 'ยกเลิกการระงับบัญชีสมาชิกแล้ว', // Member unlocked
  /** The temporary password is in the answer, shown once (Tell the member; they must change it at next sign-in). */
  memberPasswordResetDone: 'ตั้งรหัสผ่านชั่วคราวแล้ว แจ้งสมาชิก และสมาชิกต้องเปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบครั้งถัดไป',
  memberNoteRequired: 'กรุณากรอกข้อความบันทึก', // A note needs some text
  memberNoteTooLong: 'ข้อความบันทึกต้องไม่เกิน 1000 ตัวอักษร', // A note has at most 1000 characters
  memberNoteAdded: 'บันทึกข้อความเรียบร้อยแล้ว', // Note saved
  memberBankChanged: 'เปลี่ยนบัญชีธนาคารของสมาชิกเรียบร้อยแล้ว', // The member's bank account was changed
  memberBankUnchanged: 'บัญชีนี้เป็นบัญชีที่สมาชิกผูกไว้อยู่แล้ว', // This is already the member's account
  memberBankIsSite: 'บัญชีนี้เป็นบัญชีรับเงินของเว็บไซต์ ผูกกับสมาชิกไม่ได้', // One of the site's receiving accounts
  memberBankOfOther: 'บัญชีนี้ผูกกับสมาชิกคนอื่นอยู่แล้ว', // Another member's bound account
  // back office: staff notifications to Telegram and LINE (issue 12); lines joined by the server
  notifyWithdrawalWaiting: 'มีรายการถอนรออนุมัติ {amount} บาท', // A withdrawal of {amount} baht waits for approval
  notifyLargeDeposit: 'ยอดฝากสูง {amount} บาท เข้าเครดิตสมาชิกแล้ว', // A large deposit of {amount} baht was credited
  notifyLedgerCheckFailed: 'ตรวจบัญชีแยกประเภทไม่ผ่าน พบรายการผิดปกติ {count} รายการ', // The ledger check failed: {count} problems
  notifyStaffTotpLocked: 'บัญชีพนักงาน {username} ถูกล็อก ใส่รหัสยืนยันผิด {count} ครั้งติดกัน ผู้ใส่รู้รหัสผ่านของบัญชีนี้', // Staff account locked after {count} wrong codes: whoever typed them knows its password
  notifyMember: 'สมาชิก {phone}', // Member {phone} (masked)
  notifyAccount: 'บัญชี {bank} {account}', // Account {bank} {account} (masked)
  notifyReason: 'เหตุผล {reason}', // Why it waits: {reason}
  notifyVia: 'ช่องทาง {via}', // Credited through {via}
  notifyChecks: 'ข้อที่ไม่ผ่าน {checks}', // Failing checks: {checks}
  notifyOpen: 'ดูที่ {link}', // Open {link}
  notifyReasonLinkedBonus: 'บัญชีที่เกี่ยวข้องกันมีโบนัส', // A linked account holds a bonus
  notifyReasonFirstWithdrawal: 'ถอนครั้งแรกของสมาชิก', // The member's first withdrawal
  notifyReasonDailyLimit: 'เกินยอดถอนอัตโนมัติต่อวัน', // Past the daily automatic maximum
  notifyReasonManualPayout: 'ไม่มีระบบจ่ายเงินอัตโนมัติ ต้องโอนให้สมาชิกเอง', // No payout gateway: pay it at the bank
  notifyReasonAboveAuto: 'เกินยอดถอนอัตโนมัติต่อครั้ง หรือปิดการถอนอัตโนมัติ', // Above the automatic maximum, or automatic off
  notifyViaFeed: 'รายการเดินบัญชีธนาคาร', // The bank feed
  notifyViaSlip: 'สลิปที่สมาชิกแจ้ง', // The member's slip
  notifyViaOperator: 'พนักงานจับคู่รายการ', // Matched by staff
  // player protection: play limits and breaks (issue 27, docs/PLAYER-PROTECTION.md)
  playLimitAmount: 'วงเงินต้องเป็นจำนวนเงินตั้งแต่ 1 บาทขึ้นไป ทศนิยมไม่เกิน 2 ตำแหน่ง', // A limit is at least 1 baht, 2 decimals at most
  playLimitMinutes: 'เวลาเล่นต่อครั้งต้องเป็นจำนวนนาทีเต็ม ตั้งแต่ 5 ถึง 1440 นาที', // Session minutes: a whole 5-1440
  realityCheckMinutes: 'การแจ้งเตือนเวลาเล่นเลือกได้ 15, 30 หรือ 60 นาที หรือปิด', // Reality check: 15, 30, 60 or off
  playLimitNothingPending: 'ไม่มีการเปลี่ยนแปลงวงเงินที่รอยืนยัน', // No change of this limit is waiting
  /** `{at}` is the Bangkok time the raise may be confirmed from. */
  playLimitNotYet: 'การเพิ่มหรือยกเลิกวงเงินต้องรอ 24 ชั่วโมง ยืนยันได้ตั้งแต่ {at}', // A raise waits 24 hours: confirm from {at}
  playBreakInvalid: 'กรุณาเลือกระยะเวลาพักให้ถูกต้อง: พักชั่วคราว 24 ชั่วโมง 7 วัน หรือ 30 วัน / งดเล่น 6 เดือน 1 ปี หรือ 5 ปี', // timeout 24h/7d/30d, exclusion 6m/1y/5y
  playBreakConfirm: 'กรุณายืนยันการพักการเล่น', // Please confirm the break
  /** `{until}` is the Bangkok time the running break ends. */
  playBreakShorter: 'คุณพักการเล่นอยู่แล้วจนถึง {until} การพักใหม่ต้องสิ้นสุดหลังจากนั้น', // Already on a break until {until}: a new one must end later
  /** `{until}` is the Bangkok time the break ends. */
  playOnBreak: 'คุณอยู่ระหว่างพักการเล่นจนถึง {until} ระหว่างนี้เล่นเกมหรือรับโปรโมชั่นไม่ได้ แต่ยังดูยอดเงินและถอนเงินได้', // On a break until {until}: no play or promotions; balance and withdrawals work
  playLossLimitReached: 'คุณเสียถึงวงเงินที่ตั้งไว้แล้ว เล่นต่อได้เมื่อเริ่มรอบใหม่ของวงเงิน', // Loss limit reached: play again when its period ends
  /** `{at}` is the Bangkok time 30 minutes after the session's last bet, when a new session may begin. */
  playSessionLimitReached: 'คุณเล่นครบเวลาต่อครั้งที่ตั้งไว้แล้ว พักก่อนแล้วเล่นต่อได้ตั้งแต่ {at}', // Session limit reached: take a break, play again from {at}
  // member statements (issue 27 item 5)
  statementRangeTooLong: 'ดูรายการย้อนหลังได้ครั้งละไม่เกิน 1 ปี กรุณาเลือกช่วงวันที่ใหม่', // At most one year at a time: choose another range
  statementTypeInvalid: 'ประเภทรายการต้องเป็น all, deposit, withdraw, bonus, reward หรือ game', // Type is all, deposit, withdraw, bonus, reward or game
  statementMonthInvalid: 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด (ค.ศ.) เช่น 2026-01', // A month is YYYY-MM (Gregorian), e.g. 2026-01
} as const;

export type MessageKey = keyof typeof TH;
export type ThaiMessage = (typeof TH)[MessageKey];

/**
 * Labels and texts of the member web app and the landing page (ours, not quoted by the SPEC).
 * Kept apart from `TH` so that server error keys stay a short, reviewable list.
 */
export const TH_WEB = {
  siteName: 'Chokdee',
  skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
  loading: 'กำลังโหลด…',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  close: 'ปิด',
  back: 'ย้อนกลับ',
  next: 'ถัดไป',
  confirm: 'ตกลง',
  cancel: 'ยกเลิก',
  errorTitle: 'เกิดข้อผิดพลาด',
  noticeTitle: 'แจ้งเตือน',
  baht: 'บาท',
  comingSoon: 'เมนูนี้กำลังจะเปิดให้บริการเร็ว ๆ นี้',
  maintenance: 'ระบบกำลังปิดปรับปรุง บางเมนูอาจใช้งานไม่ได้ชั่วคราว',
  // maintenance mode (issue 12): the full-screen notice while the operator has the site closed
  maintenanceTitle: 'ปิดปรับปรุงระบบชั่วคราว', // Temporarily closed for maintenance
  maintenanceDefault: 'ขณะนี้ระบบกำลังปิดปรับปรุงเพื่อให้บริการที่ดียิ่งขึ้น ขออภัยในความไม่สะดวก', // We are improving the site; sorry for the inconvenience
  maintenanceUntil: 'คาดว่าจะเปิดให้บริการอีกครั้ง {time}', // Expected back at {time}
  maintenanceMoneySafe: 'ยอดเงินของท่านปลอดภัย รายการฝากที่โอนเข้ามาจะถูกเติมเครดิตให้ตามปกติ', // Your balance is safe; deposits that arrive are credited as usual
  maintenanceContact: 'สอบถามเพิ่มเติม ติดต่อแอดมินทาง LINE', // Questions: contact us on LINE

  // navigation and page titles
  mainNav: 'เมนูหลัก',
  navHome: 'หน้าแรก',
  navLogin: 'เข้าสู่ระบบ',
  navRegister: 'สมัครสมาชิก',
  navFreeCredit: 'เครดิตฟรี',
  navPromotion: 'โปรโมชั่น',
  navDeposit: 'ฝากเงิน',
  navWithdraw: 'ถอนเงิน',
  navMenu: 'เมนู',
  navProfile: 'ข้อมูลส่วนตัว',
  navAccount: 'บัญชีของฉัน',
  navGame: 'เกมทั้งหมด',
  navGameCategory: 'หมวดเกม',
  navCasino: 'คาสิโนสด',
  navSlot: 'สล็อต',
  navBaccarat: 'บาคาร่า',
  navPoker: 'โป๊กเกอร์',
  navTrading: 'เทรด',
  navSpinner: 'กงล้อนำโชค',
  navTransactions: 'รายการล่าสุด',
  navTransactionsDeposit: 'รายการฝาก',
  navTransactionsWithdraw: 'รายการถอน',
  navCashBack: 'คืนยอดเสีย',
  navAffiliate: 'แนะนำเพื่อน',
  navHistory: 'ประวัติ 20 รายการล่าสุด',
  openProfile: 'เปิดข้อมูลส่วนตัว',
  languageSwitch: 'ภาษา', // Language (the TH | EN switch, docs/decisions/101-member-app-in-english.md)

  // login
  /** The login page straight after signup (the phone filled in, the password focused). */
  loginAfterSignup: 'สมัครสมาชิกเรียบร้อยแล้ว บัญชีของคุณพร้อมใช้งาน กรอกรหัสผ่านเพื่อเข้าสู่ระบบ',
  loginTitle: 'เข้าสู่ระบบ',
  loginIntro: 'กรอกเบอร์โทรศัพท์และรหัสผ่านที่ใช้สมัครสมาชิก',
  phoneLabel: 'เบอร์โทรศัพท์',
  phoneHint: 'ตัวเลข 10 หลัก เช่น 0812345678',
  passwordLabel: 'รหัสผ่าน',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  rememberMe: 'จดจำเบอร์โทรศัพท์และรหัสผ่าน',
  noAccount: 'ยังไม่มีบัญชี?',
  forgotPassword: 'ลืมรหัสผ่าน? ติดต่อแอดมินทาง LINE',

  // registration
  registerTitle: 'สมัครสมาชิก',
  stepLabel: 'ขั้นตอนที่',
  stepPhone: 'เบอร์โทรศัพท์',
  stepBank: 'บัญชีรับเงิน',
  stepDetails: 'ข้อมูลสมาชิก',
  chooseBank: 'เลือกธนาคาร',
  accountLabel: 'เลขบัญชี',
  accountHint: 'ตัวเลข 10 หรือ 12 หลัก ไม่ต้องใส่ขีด',
  /** Once a bank is chosen: `{digits}` is its account length (N digits, no dashes). */
  accountHintForBank: 'ตัวเลข {digits} หลัก ไม่ต้องใส่ขีด',
  walletAccountHint: 'ทรูมันนี่ วอลเล็ท: กรอกเบอร์โทรศัพท์ที่ผูกกับวอลเล็ท',
  checkBankSubmit: 'ตรวจสอบบัญชี',
  firstNameLabel: 'ชื่อ',
  lastNameLabel: 'นามสกุล',
  namesLocked: 'ชื่อและนามสกุลดึงมาจากบัญชีธนาคาร แก้ไขไม่ได้',
  confirmPasswordLabel: 'ยืนยันรหัสผ่าน',
  passwordHint: '6 ถึง 15 ตัวอักษร',
  walletIdLabel: 'ไอดีวอลเล็ต (ไม่บังคับ)',
  promotionOptIn: 'ต้องการรับโปรโมชั่น',
  notesTitle: 'หมายเหตุ',
  noteNoEdit: 'ข้อมูลบัญชีที่บันทึกแล้ว สมาชิกไม่สามารถแก้ไขได้ด้วยตนเอง',
  noteRealData: 'กรุณากรอกข้อมูลจริงเท่านั้น',
  signupSubmit: 'ยืนยันการสมัคร',
  haveAccount: 'มีบัญชีอยู่แล้ว?',

  // home and member card
  memberCard: 'บัตรสมาชิก',
  memberId: 'รหัสสมาชิก',
  rank: 'ระดับสมาชิก',
  rankValue: 'ซิลเวอร์ 0%',
  referralLink: 'ลิงก์แนะนำเพื่อน',
  copy: 'คัดลอก',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณากดค้างที่ลิงก์เพื่อคัดลอก',
  gameWallet: 'ยอดเงินในเกม',
  reloadWallet: 'โหลดยอดเงินใหม่',
  prizeCoins: 'เหรียญรางวัล',
  turnover: 'เทิร์นโอเวอร์ (ทำแล้ว / ที่ต้องทำ)',
  maxWithdraw: 'ถอนได้สูงสุด',
  unlimited: 'ไม่จำกัด',
  times: 'เท่า',
  quickMenu: 'เมนูลัด',

  // personal info and password
  personalTitle: 'ข้อมูลส่วนตัว',
  fullName: 'ชื่อ-นามสกุล',
  bankAccount: 'บัญชีธนาคาร',
  username: 'ชื่อผู้ใช้',
  signOut: 'ออกจากระบบ',
  changePassword: 'เปลี่ยนรหัสผ่าน',
  temporaryPasswordLead: 'รหัสผ่านนี้เป็นรหัสชั่วคราวจากเจ้าหน้าที่ กรุณาตั้งรหัสผ่านใหม่ของคุณ', // A temporary password from staff: set your own
  oldPasswordLabel: 'รหัสผ่านเดิม',
  newPasswordLabel: 'รหัสผ่านใหม่',
  confirmNewPasswordLabel: 'ยืนยันรหัสผ่านใหม่',
  save: 'บันทึก',

  // last login and sessions (docs/decisions/098-last-login-and-sessions.md)
  lastLoginNotice: 'เข้าสู่ระบบครั้งก่อน: {time} · {device}', // Last sign-in: {time} · {device}
  lastLoginDismiss: 'ปิดการแจ้งเตือน', // Dismiss
  sessionsTitle: 'อุปกรณ์ที่เข้าสู่ระบบ', // Signed-in devices
  sessionThisDevice: 'อุปกรณ์นี้', // This device
  sessionSignedIn: 'เข้าสู่ระบบเมื่อ {time}', // Signed in {time}
  sessionLastSeen: 'ใช้งานล่าสุด {time}', // Last used {time}
  sessionUnknownDevice: 'อุปกรณ์ที่ไม่รู้จัก', // Unknown device
  logoutAll: 'ออกจากระบบทุกเครื่อง', // Sign out everywhere
  logoutAllQuestion: 'ออกจากระบบทุกเครื่อง รวมถึงเครื่องนี้?', // Sign out on every device, this one included?

  // money screens: deposit, withdraw, history, promotions, account
  yes: 'ใช่',
  no: 'ไม่ใช่',
  depositTitle: 'ฝากเงิน',
  depositChannelsTitle: 'บัญชีสำหรับโอนเงิน',
  depositNoChannels: 'ยังไม่มีบัญชีรับเงิน กรุณาติดต่อเจ้าหน้าที่',
  /** A channel's limits of one transfer (deposit channels, issue 12); amounts as "1,000.00". */
  depositChannelMin: 'โอนขั้นต่ำ {min} บาท', // At least {min} baht per transfer
  depositChannelMax: 'โอนสูงสุด {max} บาท', // At most {max} baht per transfer
  depositChannelRange: 'โอนครั้งละ {min} - {max} บาท', // {min} to {max} baht per transfer
  accountHolder: 'ชื่อบัญชี',
  copyAccount: 'คัดลอกเลขบัญชี',
  autoDepositOpen: 'วิธีฝากอัตโนมัติ',
  autoDepositTitle: 'ฝากเงินอัตโนมัติ',
  autoDepositIntro: 'โอนเงินจากบัญชีที่ผูกกับสมาชิกไปยังบัญชีด้านล่าง ระบบจะเติมเครดิตให้อัตโนมัติ',
  autoDepositFrom: 'โอนจากบัญชีของคุณ',
  autoDepositTo: 'ไปยังบัญชีของเว็บไซต์',
  walletDepositOpen: 'สแกน QR',
  walletDepositTitle: 'ฝากผ่านวอลเล็ต / พร้อมเพย์',
  walletDepositIntro: 'สแกน QR ด้วยแอปธนาคารหรือวอลเล็ตของคุณ แล้วโอนเงินจากบัญชีที่ผูกกับสมาชิก',
  walletDepositAmount: 'จำนวนเงิน (ไม่บังคับ)',
  promptPayQrAlt: 'QR พร้อมเพย์สำหรับโอนเข้า',
  promotionChoiceTitle: 'รับโปรโมชั่นหรือไม่',
  promotionReceive: 'รับโปรโมชั่น',
  promotionNotReceive: 'ไม่รับโปรโมชั่น',
  promotionConfirmOn: 'ต้องการเปลี่ยนเป็นรับโปรโมชั่นใช่หรือไม่',
  promotionConfirmOff: 'ต้องการเปลี่ยนเป็นไม่รับโปรโมชั่นใช่หรือไม่',
  promotionSwitchBack: 'หากไม่เป็นไปตามเงื่อนไขการไม่รับโปรโมชั่น ระบบจะเปลี่ยนสถานะกลับเป็นรับโปรโมชั่นโดยอัตโนมัติ',
  depositRulesTitle: 'กฎการฝากเงิน',
  depositRules: [
    'ไม่มียอดฝากขั้นต่ำ',
    'กรุณาตรวจสอบเลขบัญชีก่อนโอนทุกครั้ง',
    'โอนผ่านแอปธนาคารเท่านั้น',
    'ต้องโอนจากบัญชีที่ผูกกับสมาชิกเท่านั้น มิฉะนั้นเงินจะไม่เข้าระบบ',
    'เทิร์นโอเวอร์นับจากยอดเดิมพันที่ได้และเสีย ไม่นับรายการที่คืนเงินหรือเสมอ และการแทงฝั่งตรงข้ามกันในตาเดียวกันนับเฉพาะส่วนต่าง',
    'ทางเว็บไซต์ไม่รับผิดชอบใด ๆ หากสมาชิกไม่ปฏิบัติตามกฎ',
    'หากยอดฝากไม่เข้าภายใน 5 นาที กรุณาอัปโหลดสลิป',
  ],
  /** Shown after 'ไม่มียอดฝากขั้นต่ำ' when a promotion asks for a minimum; `{min}` the lowest, in baht. */
  depositRulePromotionMin: 'ฝากตั้งแต่ {min} บาทขึ้นไปจึงจะได้รับโปรโมชั่น',
  slipTitle: 'แจ้งสลิปการโอน',
  slipHint: 'เลือกรูปสลิปจากแอปธนาคาร ระบบจะอ่านคิวอาร์โค้ดบนสลิปในเครื่องของคุณ',
  slipFileLabel: 'รูปสลิป',
  slipChoose: 'เลือกรูปสลิป',
  slipNoneChosen: 'ยังไม่ได้เลือกรูป',
  slipSubmit: 'ส่งสลิป',
  slipReading: 'กำลังอ่านสลิป…',
  slipNoQr: 'ไม่พบคิวอาร์โค้ดบนสลิป กรุณาเลือกรูปสลิปที่ชัดเจนและไม่ถูกตัดขอบ',
  withdrawTitle: 'ถอนเงิน',
  /** The playable credit: the figure a withdrawal could take is `maxWithdraw` (the server's maxNow). */
  withdrawBalance: 'ยอดเงินคงเหลือ',
  withdrawMin: 'ถอนขั้นต่ำ',
  withdrawMax: 'ถอนสูงสุดต่อครั้ง',
  withdrawBonusMax: 'ถอนได้สูงสุดตามโปรโมชั่น',
  withdrawForfeit: 'ยอดที่จะถูกริบเมื่อถอน',
  // ดูแลการเล่น (issue 27): the member's own limits and breaks.
  navPlayCare: 'ดูแลการเล่น',
  playCareSetHere: 'ตั้งขีดจำกัดและพักการเล่นได้ที่หน้า ดูแลการเล่น',
  playCareIntro:
    'ตั้งขีดจำกัดการฝาก ยอดเสีย และเวลาเล่นของคุณเอง การตั้งใหม่หรือลดขีดจำกัดมีผลทันที ส่วนการเพิ่มหรือยกเลิกต้องรอ 24 ชั่วโมงแล้วยืนยันอีกครั้ง',
  playCareDeposit: 'ขีดจำกัดการฝาก',
  playCareLoss: 'ขีดจำกัดยอดเสีย',
  playCareDay: 'ต่อวัน',
  playCareWeek: 'ต่อสัปดาห์',
  playCareMonth: 'ต่อเดือน',
  playCareNoLimit: 'ไม่จำกัด',
  playCareRoom: 'ฝากได้อีก',
  playCareTime: 'เวลาเล่น',
  playCareSessionMinutes: 'เล่นต่อเนื่องได้ครั้งละ (นาที)', // Session limit (minutes): a session ends after 30 minutes without a bet
  playCareReality: 'เตือนเวลาเล่นทุก',
  playCareRealityOff: 'ไม่เตือน',
  playCareMinutes: '{minutes} นาที',
  playCareSave: 'บันทึก',
  playCareSaved: 'บันทึกแล้ว',
  playCarePending: 'รอยืนยัน',
  playCarePendingLine: '{field}: {value} ยืนยันได้ตั้งแต่ {at}',
  playCareConfirm: 'ยืนยัน',
  playCareBreak: 'พักการเล่น',
  playCareBreakIntro:
    'ระหว่างพัก คุณเข้าสู่ระบบ ดูยอดเงิน และถอนเงินได้ แต่เล่นเกม รับโปรโมชั่น หมุนวงล้อ ใช้โค้ด และรับคืนยอดเสียไม่ได้ ไม่มีใครยกเลิกการพักก่อนกำหนดได้ ทั้งคุณและทีมงาน',
  playCareTimeout: 'พักชั่วคราว',
  playCareExclusion: 'งดเล่นด้วยตัวเอง',
  playCarePeriod24h: '24 ชั่วโมง',
  playCarePeriod7d: '7 วัน',
  playCarePeriod30d: '30 วัน',
  playCarePeriod6m: '6 เดือน',
  playCarePeriod1y: '1 ปี',
  playCarePeriod5y: '5 ปี',
  playCareTakeBreak: 'เริ่มพัก',
  playCareBreakAsk: 'ยืนยันพักการเล่น {period}? เริ่มทันทีและยกเลิกก่อนกำหนดไม่ได้',
  playCareExclusionAsk: 'ยืนยันอีกครั้ง: งดเล่น {period} คุณจะเล่นเกมและรับโปรโมชั่นไม่ได้จนครบกำหนด',
  playCareOnBreak: 'คุณพักการเล่นถึง {until}',
  depositRoomDay: 'วันนี้ฝากได้อีก {amount} บาท',
  depositRoomWeek: 'สัปดาห์นี้ฝากได้อีก {amount} บาท',
  depositRoomMonth: 'เดือนนี้ฝากได้อีก {amount} บาท',
  depositRoomOver: 'ยอดที่ฝากเกินขีดจำกัดยังเข้าบัญชีของคุณ แต่ไม่ได้รับโบนัส ตั้งค่าได้ที่',
  /** The question before a withdrawal that forfeits; `{amount}` in baht as the dialog shows it. */
  withdrawForfeitConfirm:
    'การถอนครั้งนี้จะจบโปรโมชั่นที่รับอยู่ และยอดเงิน {amount} บาท ที่เกินยอดถอนสูงสุดของโปรโมชั่นจะถูกริบ ยืนยันการถอนหรือไม่',
  withdrawTurnover: 'เทิร์นโอเวอร์ (ทำแล้ว / ที่ต้องทำ)',
  withdrawTo: 'ถอนเข้าบัญชี',
  withdrawAmount: 'จำนวนเงินที่ต้องการถอน (บาท)',
  withdrawSubmit: 'ยืนยันการถอน',
  /** The form's button: it opens the review, whose own button sends the request. */
  withdrawReview: 'ตรวจสอบก่อนถอน',
  withdrawReviewTitle: 'ตรวจสอบรายการถอนเงิน',
  withdrawReviewAmount: 'จำนวนเงินที่ถอน',
  withdrawReviewEdit: 'แก้ไข',
  withdrawCannot: 'ยังถอนเงินไม่ได้',
  historyDeposit: 'รายการฝาก',
  historyWithdraw: 'รายการถอน',
  historyAll: 'ทั้งหมด',
  statusApproved: 'สำเร็จ',
  statusPending: 'รอดำเนินการ',
  statusFailed: 'ไม่สำเร็จ',
  bonusFreeCredit: 'เครดิตฟรี',
  bonusNone: 'ไม่รับโบนัส',
  bonusReceived: 'รับโบนัส',
  transDeposit: 'ฝากเงิน',
  transAffiliate: 'รายได้แนะนำเพื่อน',
  transCashback: 'คืนยอดเสีย',
  transWithdraw: 'ถอนเงิน',
  // Issue 17 item 3: every movement of the credit its own row
  // (docs/decisions/032-history-explains-balance.md).
  /** A deposit that earned a bonus; whole baht without satang (Deposit {deposit} + bonus {bonus}). */
  transDepositBonus: 'ฝาก {deposit} + โบนัส {bonus}',
  /** Item-code credit (Free credit). */
  transFreeCredit: 'เครดิตฟรี',
  /** A wheel prize of credit (Wheel prize). */
  transPrize: 'รางวัลวงล้อ',
  /** A voided withdrawal's money back in the wallet (Withdrawal returned). */
  transWithdrawReturn: 'คืนเงินถอนไม่สำเร็จ',
  /** Credit above the bonus's max withdraw, taken when a withdrawal ended it (Bonus ended: excess forfeited). */
  transForfeit: 'โปรโมชั่นสิ้นสุด ริบยอดเกินถอนสูงสุด',
  /** That forfeit given back when its withdrawal failed (Forfeit returned). */
  transForfeitReturn: 'คืนยอดที่ริบ (ถอนไม่สำเร็จ)',
  /** An operator's reversal of a credit (Corrected by staff). */
  transCorrection: 'ยกเลิกรายการโดยเจ้าหน้าที่',
  /** A manual credit or debit by staff, with a reason kept in the back office (Balance adjusted by staff). */
  transAdjustment: 'ปรับยอดโดยเจ้าหน้าที่',
  /** A day's game play, net: bets, wins, refunds (Game results). */
  transGame: 'ผลการเล่นเกม',
  promotionListTitle: 'โปรโมชั่นทั้งหมด',
  promotionEmpty: 'ยังไม่มีโปรโมชั่นในขณะนี้',
  promotionMinDeposit: 'ฝากขั้นต่ำ',
  promotionBonus: 'โบนัส',
  promotionMaxBonus: 'โบนัสสูงสุด',
  promotionTurnover: 'เทิร์นโอเวอร์',
  promotionMaxWithdraw: 'ถอนได้สูงสุด',
  promotionLoginToChoose: 'เข้าสู่ระบบเพื่อเลือกรับโปรโมชั่น',
  accountBalanceTitle: 'ยอดเงิน',
  accountTotals: 'ยอดรวม',
  totalDeposit: 'ยอดฝากรวม',
  totalWithdraw: 'ยอดถอนรวม',
  affiliateWallet: 'กระเป๋าแนะนำเพื่อน',
  cashbackWallet: 'กระเป๋าคืนยอดเสีย',
  spinTickets: 'สิทธิ์หมุนกงล้อ',

  // games, cashback, affiliate, item codes, prize wheel
  gamesAll: 'ทั้งหมด',
  gameCategoriesNav: 'หมวดหมู่เกม',
  rewardsNav: 'รางวัลและสิทธิพิเศษ',
  gamePlay: 'เข้าเล่น',
  gameLaunching: 'กำลังเปิดเกม…',
  gameLoginFirst: 'กรุณาเข้าสู่ระบบก่อนเข้าเล่นเกม',
  gameSearchLabel: 'ค้นหาเกม',
  gameSearchPlaceholder: 'ค้นหาชื่อเกม ไทยหรืออังกฤษ',
  gameSearchEmpty: 'ไม่พบเกมที่ค้นหา',
  gameFavouritesTitle: 'เกมโปรด',
  gameRecentTitle: 'เล่นล่าสุด',
  /** The heart on a tile; `{name}` is the game's name. */
  gameFavouriteAdd: 'เพิ่ม {name} ในเกมโปรด',
  gameFavouriteRemove: 'นำ {name} ออกจากเกมโปรด',
  gameFavouriteAdded: 'เพิ่มในเกมโปรดแล้ว',
  gameFavouriteRemoved: 'นำออกจากเกมโปรดแล้ว',
  gameSheetRtp: 'อัตราการจ่ายคืน (RTP)',
  gameSheetLimits: 'วงเงินเดิมพัน',
  /** `{min}` and `{max}`: whole baht per bet. */
  gameSheetLimitsValue: 'ครั้งละ {min} - {max} บาท',
  gameSheetRules: 'กติกาและอัตราจ่าย',
  gameSheetNoInfo: 'ดูกติกา อัตราจ่าย และวงเงินเดิมพันได้ในหน้าเกม',
  /** Every game's way back to the member app (Back to the main page). */
  gameBackHome: 'กลับหน้าหลัก',
  /** An outside provider's game shown in a frame: the same game in its own tab (Open in a new tab). */
  gameOpenNewTab: 'เปิดในแท็บใหม่',
  gameRecallTitle: 'ประวัติการเล่น 20 รอบล่าสุด',
  gameRoundBet: 'เดิมพัน',
  gameRoundPayout: 'ได้รับ',
  gameRoundNet: 'ได้/เสีย',
  gameRoundWin: 'ชนะ',
  gameRoundLose: 'แพ้',
  gameRoundDraw: 'เสมอ',
  gameRoundOpen: 'รอผล',
  gameRoundRefunded: 'คืนเดิมพัน',
  cashbackClaimable: 'ยอดคืนยอดเสียที่กดรับได้',
  cashbackPayout: 'อัตราคืนยอดเสีย',
  cashbackClaim: 'กดรับยอดเสียคืน',
  cashbackMin: 'กดรับได้ขั้นต่ำ',
  cashbackPeriod: 'รอบปัจจุบัน',
  cashbackTurnover: 'ยอดเล่นรอบนี้',
  cashbackLoss: 'ยอดเสียรอบนี้',
  cashbackProjected: 'คาดว่าจะได้คืนเมื่อจบรอบ',
  cashbackHowItWorks: 'ระบบคืนยอดเสียตามอัตราด้านบนเมื่อจบแต่ละรอบ แล้วจึงกดรับเข้ากระเป๋าเกมได้',
  cashbackOff: 'ขณะนี้ระบบคืนยอดเสียปิดให้บริการ',
  cashbackHistory: 'ประวัติการรับคืนยอดเสีย',
  /** The intro follows the configured basis (Affiliate.turnover > 0: turnover, else net loss). */
  affiliateIntroLoss: 'แชร์ลิงก์ให้เพื่อนสมัครสมาชิก รับส่วนแบ่งจากยอดเสียของเพื่อนทุกรอบ',
  affiliateIntroTurnover: 'แชร์ลิงก์ให้เพื่อนสมัครสมาชิก รับส่วนแบ่งจากยอดเล่นของเพื่อนทุกรอบ',
  affiliateBalance: 'รายได้ที่ย้ายเข้ากระเป๋าเกมได้',
  affiliateTransfer: 'ย้ายรายได้เข้ากระเป๋าเกม',
  affiliateMin: 'ย้ายได้ขั้นต่ำ',
  affiliateLevel: 'ขั้นที่',
  affiliateBasisLoss: 'ของยอดเสียเพื่อน',
  affiliateBasisTurnover: 'ของยอดเล่นเพื่อน',
  affiliateMembers: 'เพื่อนที่แนะนำ',
  affiliateMemberCount: 'จำนวนเพื่อน',
  affiliateIncomeTotal: 'รายได้รวม',
  affiliateIncomes: 'รายได้แต่ละรอบ',
  affiliateIncomeDetail: 'จาก {members} คน ยอด {base} บาท × {percent}%',
  affiliateMoves: 'ประวัติการย้ายรายได้',
  affiliateOff: 'ขณะนี้ระบบแนะนำเพื่อนปิดให้บริการ',
  regisdateLabel: 'สมัครเมื่อ',
  itemCodeTitle: 'รับเครดิตฟรีด้วยโค้ด',
  itemCodeIntro: 'กรอกโค้ดที่ได้รับจากเว็บไซต์ เพื่อรับเครดิตฟรีเข้ากระเป๋าเกม (ใช้ได้ 1 ครั้งต่อโค้ด)',
  itemCodeLabel: 'โค้ดเครดิตฟรี',
  itemCodeSubmit: 'รับเครดิตฟรี',
  itemCodeLoginFirst: 'เข้าสู่ระบบเพื่อใช้โค้ดรับเครดิตฟรี',
  wheelTickets: 'สิทธิ์หมุนคงเหลือ',
  wheelTicketsUnit: 'ครั้ง',
  wheelCoins: 'เหรียญรางวัล',
  wheelSpin: 'หมุนวงล้อ',
  wheelImageLabel: 'วงล้อรางวัล', // Prize wheel: the drawn wheel's name, as the server's widget names it
  /** The spin button without a ticket (disabled; the how-to under it says how to earn one). */
  wheelNoTicketYet: 'ยังไม่มีสิทธิ์หมุน',
  wheelSpinning: 'กำลังหมุน…',
  wheelDrawing: 'กำลังสุ่มรางวัลจากเซิร์ฟเวอร์…',
  wheelResultTitle: 'ผลการหมุน',
  /** `{every}` baht of play per ticket, `{progress}` baht counted toward the next. */
  wheelHowTo:
    'ยอดเล่นเกมทุก {every} บาท รับสิทธิ์หมุนวงล้อ 1 ครั้ง (สะสมแล้ว {progress} บาท ไม่นับเดิมพันที่แทงสวนกันในตาเดียว) ผลรางวัลสุ่มบนเซิร์ฟเวอร์ ตรวจสอบความยุติธรรมได้ด้วยซีดด้านล่าง',
  wheelPrizes: 'รางวัลและโอกาสได้รับจริง',
  wheelOdds: 'โอกาส',
  wheelFairTitle: 'ตรวจสอบความยุติธรรม (Provably fair)',
  wheelFairNext: 'ซีดของการหมุนครั้งถัดไป',
  wheelLastSeeds: 'ซีดที่ใช้ในการหมุนล่าสุด',
  wheelServerSeedHash: 'แฮชของซีดเซิร์ฟเวอร์ (SHA-256)',
  wheelServerSeed: 'ซีดเซิร์ฟเวอร์ที่เปิดเผย',
  wheelClientSeed: 'ซีดผู้เล่น',
  wheelNonce: 'ลำดับรอบ',
  wheelSpinsWithSeed: 'จำนวนครั้งที่หมุนด้วยซีดนี้',
  wheelRotate: 'เปิดเผยซีดและเริ่มซีดใหม่',
  wheelRevealed: 'ซีดที่เปิดเผยแล้ว: ตรวจสอบว่าแฮช SHA-256 ของซีดเซิร์ฟเวอร์ตรงกับค่าที่แสดงก่อนหมุน',
  wheelHashMatches: 'ตรงกัน',
  wheelHashMismatch: 'ไม่ตรงกัน',
  wheelRecent: 'การหมุนล่าสุด',
  wheelSeedHidden: 'ยังไม่เปิดเผย',
  wheelVerify: 'ตรวจสอบ',
  wheelVerifyOk: 'ตรวจสอบแล้ว: ซีดและผลรางวัลถูกต้อง',
  wheelVerifyBad: 'ผลการตรวจสอบไม่ตรงกัน',

  // landing page
  landingTitle: 'Chokdee เว็บเดิมพันออนไลน์ ครบทุกเกมในที่เดียว',
  landingLead: 'คาสิโนสด สล็อต บาคาร่า โป๊กเกอร์ และเทรด ฝาก-ถอนอัตโนมัติ ไม่มีขั้นต่ำ',
  landingDescription: 'สมัครสมาชิก Chokdee ด้วยเบอร์โทรศัพท์ ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง ไม่มีขั้นต่ำ',
  landingPromotionCta: 'ดูโปรโมชั่นทั้งหมด',
  ageNotice: 'สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างมีสติ', // 20: the signup's age (issue 27 item 7)

  // issue 17 item 6: the error page, the referral QR and LINE share, the visitor's home and landing
  errorPageText: 'ขออภัย หน้านี้แสดงผลไม่ได้ กรุณาโหลดหน้าใหม่อีกครั้ง', // Sorry, this page could not be shown: reload it
  reloadPage: 'โหลดหน้าใหม่', // Reload the page
  referralQrAlt: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน', // QR code of the referral link
  referralQrHint: 'ให้เพื่อนสแกนคิวอาร์โค้ดนี้เพื่อสมัครผ่านลิงก์ของคุณ', // Let a friend scan it to sign up through your link
  shareLine: 'แชร์ไป LINE', // Share to LINE
  shareLineText: 'มาเล่นด้วยกันที่ Chokdee สมัครผ่านลิงก์นี้', // Come and play at Chokdee: sign up through this link
  announcement: 'ประกาศ', // Notice
  bannersLabel: 'ข่าวสารและโปรโมชั่น', // News and promotions (the banner carousel)
  promoSectionTitle: 'โปรโมชั่นแนะนำ', // Featured promotion
  promoSectionText: 'สมัครวันนี้ เลือกรับโปรโมชั่นได้ตอนฝากเงิน', // Sign up today, choose a promotion when you deposit
  gamesSectionTitle: 'หมวดเกม', // Game categories
  stepsTitle: 'ฝาก-ถอน ง่าย ๆ ใน 3 ขั้นตอน', // Deposit and withdraw in three steps
  stepSignupTitle: 'สมัครใน 1 นาที', // Sign up in a minute
  stepSignupText: 'กรอกเบอร์โทรศัพท์และบัญชีธนาคารของคุณ', // Your phone number and bank account
  stepDepositTitle: 'ฝากเงิน', // Deposit
  stepDepositText: 'โอนจากบัญชีที่ผูกไว้ ระบบเติมเครดิตให้อัตโนมัติ', // Transfer from your bound account, credited automatically
  stepWithdrawTitle: 'ถอนเงิน', // Withdraw
  stepWithdrawText: 'กดถอนได้เองจากหน้าสมาชิก เงินเข้าบัญชีของคุณ', // Withdraw yourself, the money goes to your account
  lineTitle: 'ติดต่อแอดมิน', // Contact the admin
  lineText: 'มีคำถามเรื่องสมัคร ฝาก หรือถอน ทักแอดมินทาง LINE', // Questions about signup, deposits or withdrawals: message us on LINE
  lineAdd: 'เพิ่มเพื่อนทาง LINE', // Add us on LINE
  footerRights: 'สงวนลิขสิทธิ์', // All rights reserved

  // issue 27 item 7: age and terms at signup, the terms and play-responsibly pages, the footer's help line
  consentAdult: 'ฉันอายุ 20 ปีขึ้นไป และยอมรับ', // I am 20 or older and accept (then the terms link)
  opensInNewTab: '(เปิดในแท็บใหม่)', // (opens in a new tab)
  footerLinks: 'ข้อมูลสำหรับสมาชิก', // Information for members (the footer's links)
  helpLineLead: 'ปัญหาจากการเล่นพนัน ขอคำปรึกษาได้ที่', // Gambling problems: get advice at
  termsTitle: 'ข้อกำหนดและเงื่อนไข', // Terms and conditions
  termsVersion: 'ฉบับ {version} มีผลตั้งแต่ {date}', // Version {version}, in force from {date}
  termsIntro: 'ข้อกำหนดนี้คือข้อตกลงระหว่างคุณกับเว็บไซต์ เมื่อสมัครสมาชิก คุณยืนยันว่าได้อ่านและยอมรับข้อกำหนดฉบับนี้แล้ว', // These terms are the agreement between you and the site; signing up confirms you read and accept them
  termsAgeTitle: '1. อายุและการสมัคร', // Age and signing up
  termsAgeText: 'ต้องมีอายุ 20 ปีขึ้นไป สมัครได้คนละหนึ่งบัญชี ใช้ข้อมูลจริง และใช้บัญชีธนาคารที่เป็นชื่อของคุณเองเท่านั้น', // 20 or older, one account each, real data, a bank account in your own name
  termsAccountTitle: '2. บัญชีและรหัสผ่าน', // Account and password
  termsAccountText:
    'เก็บรหัสผ่านเป็นความลับและห้ามให้ผู้อื่นใช้บัญชีของคุณ หากสงสัยว่ามีคนอื่นเข้าบัญชี ให้เปลี่ยนรหัสผ่านและแจ้งแอดมินทันที', // Keep the password secret, do not let others use the account; change it and tell us if in doubt
  termsMoneyTitle: '3. ฝากและถอนเงิน', // Deposits and withdrawals
  termsMoneyText: 'ฝากเงินโดยโอนจากบัญชีที่ผูกไว้เท่านั้น และถอนเงินเข้าบัญชีเดียวกันนี้ เงินที่คุณฝากเองเป็นของคุณเสมอ', // Deposit only from the bound account, withdraw to the same; the money you deposit is always yours
  termsBonusTitle: '4. โปรโมชั่นและโบนัส', // Promotions and bonuses
  termsBonusText: 'แต่ละโปรโมชั่นมีเงื่อนไขยอดเทิร์นโอเวอร์และยอดถอนสูงสุดตามที่แสดงไว้ก่อนรับ คุณเลือกไม่รับโปรโมชั่นได้เสมอ', // Each promotion shows its turnover and maximum withdrawal before you take it; you may always decline
  termsGamesTitle: '5. เกมและผลการเล่น', // Games and results
  termsGamesText:
    'ผลของเกมสุ่มโดยระบบและตรวจสอบความยุติธรรมได้ ผลที่บันทึกในระบบเป็นผลที่ใช้ตัดสิน หากระบบขัดข้องระหว่างเล่น รอบนั้นจะคืนเงินหรือสรุปผลตามที่บันทึกไว้', // Results are random and verifiable; the recorded result counts; a round cut off is refunded or settled as recorded
  termsCareTitle: '6. การดูแลการเล่น', // Looking after your play
  termsCareText: 'คุณตั้งขีดจำกัดการฝาก ยอดเสีย เวลาเล่น หรือพักการเล่นได้เอง อ่านรายละเอียดได้ที่หน้า', // Set your own limits or take a break; details on the page (its link follows)
  termsCloseTitle: '7. การระงับบัญชี', // Closing an account
  termsCloseText:
    'หากพบการทุจริต การสมัครหลายบัญชี หรือข้อมูลที่ไม่เป็นจริง เว็บไซต์อาจระงับบัญชีและยกเลิกโบนัส แต่จะคืนเงินที่คุณฝากเองและยังไม่ได้ใช้', // Fraud, multiple accounts or false data may close the account and cancel bonuses; your own unspent money is returned
  termsDataTitle: '8. ข้อมูลส่วนบุคคล', // Personal data
  termsDataText: 'เราเก็บข้อมูลเท่าที่จำเป็นต่อการให้บริการและการป้องกันการทุจริต และไม่ขายข้อมูลของคุณให้ผู้อื่น', // Only what the service and fraud prevention need; never sold
  termsChangeTitle: '9. การแก้ไขข้อกำหนด', // Changes to the terms
  termsChangeText: 'เมื่อมีการแก้ไข หน้านี้จะแสดงฉบับและวันที่มีผลใหม่ และจะขอให้คุณยอมรับฉบับใหม่ก่อนใช้งานต่อ', // A change shows its new version and date here, and you are asked to accept it
  playTitle: 'เล่นอย่างรับผิดชอบ', // Play responsibly
  playIntro: 'การเล่นควรเป็นความบันเทิง ไม่ใช่ทางหาเงิน ตั้งงบที่เสียได้ก่อนเล่น และหยุดเมื่อครบงบ', // Play is entertainment, not income: set a budget you can lose and stop there
  playControlsTitle: 'เครื่องมือดูแลการเล่น', // The controls
  playLimitsTitle: 'ขีดจำกัดการฝากและยอดเสีย', // Deposit and loss limits
  playLimitsText:
    'ตั้งยอดฝากสูงสุดและยอดเสียสูงสุดต่อวัน สัปดาห์ หรือเดือน การลดมีผลทันที ส่วนการเพิ่มหรือยกเลิกต้องรอ 1 วันและยืนยันอีกครั้ง', // Per day, week or month; lowering is immediate, raising waits a day and is confirmed again
  playTimeTitle: 'จำกัดเวลาเล่น', // Session time limit
  playTimeText:
    'กำหนดเวลาเล่นต่อรอบ เมื่อครบเวลา ระบบจะหยุดการเข้าเกมและการวางเดิมพันใหม่ ส่วนเงินรางวัลของตาที่เล่นไปแล้วยังได้รับตามปกติ', // When time is up, no new launches or bets; wins of rounds already played still arrive
  playBreakTitle: 'พักการเล่นและระงับตัวเอง', // Breaks and self-exclusion
  playBreakText:
    'พักการเล่น 1 วัน 7 วัน หรือ 30 วัน หรือระงับตัวเอง 6 เดือน 1 ปี หรือ 5 ปี ระหว่างนั้นยังเข้าสู่ระบบเพื่อดูยอดและถอนเงินได้ และไม่มีใครยกเลิกก่อนครบกำหนดได้', // 1, 7 or 30 days, or 6 months to 5 years; sign-in still shows the balance and withdraws; nobody ends it early
  playRealityTitle: 'แจ้งเตือนเวลาเล่น', // Reality check
  playRealityText:
    'ทุก 60 นาทีที่เล่น (เลือก 15 หรือ 30 นาที หรือปิดได้) ระบบจะบอกเวลาที่เล่นไปและผลได้เสีย ให้คุณเลือกเล่นต่อหรือออกจากเกม', // Every 60 minutes (15, 30 or off) the time played and the net result, then continue or leave
  playSignsTitle: 'สัญญาณที่ควรหยุดพัก', // Signs to take a break
  playSigns: [
    'เล่นนานหรือใช้เงินมากกว่าที่ตั้งใจไว้', // Playing longer or spending more than meant
    'เล่นต่อเพื่อเอาเงินที่เสียไปคืน', // Chasing losses
    'ยืมเงินหรือใช้เงินที่จำเป็นต่อการใช้ชีวิตมาเล่น', // Borrowing or using money needed to live
    'ปิดบังคนใกล้ชิดเรื่องการเล่น', // Hiding play from people close to you
  ],
  playHelpTitle: 'ขอความช่วยเหลือ', // Get help
  playHelpText: 'หากรู้สึกว่าเริ่มควบคุมการเล่นไม่ได้ พูดคุยกับผู้เชี่ยวชาญได้ฟรีและเป็นความลับ', // If play feels out of control, talk to a professional, free and confidential
  // the reality check (issue 27): one home with the house pages' copy
  ...REALITY_CHECK_TH,
  // The full history and monthly statements (issue 27 item 5)
  statementTitle: 'ประวัติรายการทั้งหมด', // All transactions
  statementFrom: 'ตั้งแต่วันที่', // From
  statementTo: 'ถึงวันที่', // To
  statementTypes: 'ประเภทรายการ', // Type
  statementTypeDeposit: 'ฝากเงิน', // Deposits
  statementTypeWithdraw: 'ถอนเงิน', // Withdrawals
  statementTypeBonus: 'โบนัส', // Bonuses
  statementTypeReward: 'รางวัลและคืนยอด', // Rewards
  statementTypeGame: 'เกม', // Games
  statementEmpty: 'ไม่มีรายการในช่วงวันที่และประเภทที่เลือก', // No lines for these dates and type
  /** `{shown}` of `{total}` lines are on the screen. */
  statementCount: 'แสดง {shown} จาก {total} รายการ', // Showing {shown} of {total}
  statementLoadMore: 'ดูรายการเพิ่มเติม', // Show more
  statementOpening: 'ยอดต้นช่วง', // Balance at the start
  statementClosing: 'ยอดปลายช่วง', // Balance at the end
  statementBalanceAfter: 'คงเหลือ', // Balance after
  statementDownloadTitle: 'รายการเดินบัญชีรายเดือน', // Monthly statement
  statementMonth: 'เดือน', // Month
  statementDownloadCsv: 'ดาวน์โหลด CSV', // Download CSV
  statementDownloadPdf: 'ดาวน์โหลด PDF', // Download PDF
  statementDownloadNote: 'ยอดยกมา ทุกรายการของเดือน และยอดคงเหลือ เปิดไฟล์ CSV ด้วย Excel ได้', // Opening balance, every line and the closing balance; the CSV opens in Excel
} as const;

export type WebTextKey = keyof typeof TH_WEB;
