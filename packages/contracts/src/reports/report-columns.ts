/**
 * Column headings of the report tables, in Thai (the English field name beside each): the CSV files'
 * header row and the back office's table headings. Terms staff of Thai sites use; GGR and NGR stay English.
 */
export const REPORT_COLUMNS = {
  day: 'วันที่', // day
  deposits: 'ยอดฝาก', // deposits
  withdrawals: 'ยอดถอน', // withdrawals
  net: 'ยอดสุทธิ (ฝาก - ถอน)', // net
  bonuses: 'โบนัส', // bonuses
  cashback: 'คืนยอดเสีย', // cashback
  affiliate: 'ค่าแนะนำเพื่อน', // affiliate
  adjustments: 'ปรับยอดโดยเจ้าหน้าที่', // staff adjustments (credits - debits)
  newMembers: 'สมาชิกใหม่', // new members
  firstDepositors: 'ฝากครั้งแรก', // first-time depositors
  activeMembers: 'สมาชิกที่เล่น', // active members
  withdrawalsPending: 'ถอนรออนุมัติ', // withdrawals pending
  withdrawalsPaying: 'ถอนกำลังโอน', // withdrawals paying
  withdrawalsFailed: 'ถอนไม่สำเร็จ', // withdrawals failed
  statementsUnmatched: 'รายการฝากที่ไม่พบสมาชิก', // unmatched statements
  provider: 'ค่ายเกม', // provider
  game: 'เกม', // game
  bets: 'ยอดเดิมพัน', // bets
  refunds: 'ยอดคืนเดิมพัน', // refunds
  wins: 'ยอดจ่ายรางวัล', // wins
  turnover: 'ยอดเทิร์น', // turnover
  ggr: 'GGR', // gross gaming revenue
  costs: 'โบนัส คืนยอดเสีย และค่าแนะนำที่ปันส่วน', // allocated bonuses, cashback, affiliate
  ngr: 'NGR', // net gaming revenue
  figure: 'รายการ', // figure (summary CSV)
  value: 'ยอด', // value (summary CSV)
  from: 'ตั้งแต่วันที่', // from
  to: 'ถึงวันที่', // to
} as const;
export type ReportColumn = keyof typeof REPORT_COLUMNS;
