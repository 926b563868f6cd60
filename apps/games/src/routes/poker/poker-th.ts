/**
 * The Thai texts of the two poker pages (the client's shared catalogue, i18n/th.ts, holds the rest; these
 * stay beside the pages that alone use them). Hand names are those of the server's rules sheet
 * (house-provider/poker-games.ts), so the paytable rows and the results read alike.
 */
export const PT = {
  deal: 'แจก',
  draw: 'จั่ว',
  hold: 'ถือ',
  hint: 'แนะนำ',
  hintApplied: 'ถือตามคำแนะนำแล้ว คาดว่าได้คืน {ret} เท่าของเดิมพัน',
  tapToHold: 'แตะไพ่ที่ต้องการถือ แล้วกด "จั่ว"',
  resumed: 'ตาที่ค้างไว้ เล่นต่อได้เลย',
  expires: 'ถ้าไม่ตัดสินใจภายใน {minutes} นาที ระบบจะตัดสินใจให้',
  cardsTitle: 'ไพ่ของคุณ',
  paytableTitle: 'ตารางจ่าย (เท่าของเดิมพัน)',
  nothing: 'ไม่เข้ารางวัล',
  // hold'em
  // Thai first, the English term in brackets once (issue 24 item 11).
  ante: 'เดิมพันแรก (Ante)',
  aaBonus: 'AA โบนัส',
  noAaBonus: 'ไม่เล่น',
  call: 'คอล',
  fold: 'หมอบ',
  callHelp: 'คอล = วางเพิ่ม {amount} บาท (2 เท่าของเดิมพันแรก)',
  dealer: 'เจ้ามือ',
  board: 'ไพ่กลาง',
  you: 'คุณ',
  qualifies: 'เจ้ามือมีคู่ 4 ขึ้นไป (ถึงเกณฑ์)',
  notQualified: 'เจ้ามือไม่ถึงคู่ 4 (ไม่ถึงเกณฑ์): เดิมพันแรกจ่ายตามตาราง คืนเงินคอล',
  results: {
    fold: 'คุณหมอบ',
    dealerNotQualified: 'เจ้ามือไม่ถึงเกณฑ์',
    win: 'คุณชนะ',
    lose: 'เจ้ามือชนะ',
    tie: 'เสมอ',
  } as Record<string, string>,
  betLine: '{bet} {stake} บาท → {ret} บาท',
  betLost: 'เสีย',
  holdemTable: 'โต๊ะคาสิโนโฮลเด็ม',
  videoPokerTable: 'เครื่องวิดีโอโป๊กเกอร์',
  // history and verification
  cards: 'ไพ่',
  final: 'หลังจั่ว',
  replayOk: 'เบราว์เซอร์ของคุณสับไพ่ซ้ำจากซีดแล้ว ได้ไพ่ตรงกับตานี้ทุกใบ',
  replayBad: 'ไพ่ที่สับซ้ำจากซีดไม่ตรงกับไพ่ของตานี้',
  replayDeck: 'สำรับที่สับซ้ำ: {deck}',
  byTimeout: 'ระบบตัดสินใจให้เมื่อหมดเวลา',
  status: {
    pending: 'กำลังวางเดิมพัน',
    open: 'รอตัดสินใจ',
    calling: 'กำลังวางเงินคอล',
    paying: 'กำลังบันทึกผล',
    settled: 'เสร็จสิ้น',
    refused: 'ยอดเงินไม่พอ',
    cancelled: 'ยกเลิก คืนเงินแล้ว',
  } as Record<string, string>,
  hands: {
    highCard: 'ไพ่สูง',
    pair: 'หนึ่งคู่',
    twoPair: 'สองคู่',
    threeOfAKind: 'ตอง',
    straight: 'สเตรท',
    flush: 'ฟลัช',
    fullHouse: 'ฟูลเฮาส์',
    fourOfAKind: 'โฟร์การ์ด',
    straightFlush: 'สเตรทฟลัช',
    royalFlush: 'รอยัลฟลัช',
    jacksOrBetter: 'คู่ J ขึ้นไป',
    pairOfAces: 'คู่ A',
  } as Record<string, string>,
} as const;

export const handText = (hand: string | null | undefined) => (hand ? (PT.hands[hand] ?? hand) : '');
