/**
 * The Thai texts of the house game client, in one place (copied from the plain pages it replaced, whose
 * texts.js held them; the member app keeps its own in the contracts). `{name}` marks a value filled in
 * by `fill`.
 */
export const T = {
  lobby: 'ล็อบบี้',
  lobbyTitle: 'ล็อบบี้โชคดี',
  /** The lobby's line under the games the state lists no RTP for (it is on their rules sheet). */
  lobbyMore: {
    videoPoker: 'คู่ J ขึ้นไป (Jacks or Better) · ถือไพ่แล้วจั่ว',
    holdem: 'เล่นกับเจ้ามือ · คอลหรือหมอบ',
    live: 'บาคาร่า เสือมังกร ไฮโล น้ำเต้าปูปลา',
  } as Record<string, string>,
  appTitle: 'โชคดี เฮาส์เกม',
  wayBack: 'กลับหน้าหลัก',
  balance: 'ยอดเงิน',
  baht: 'บาท',
  loading: 'กำลังโหลด…',
  stake: 'เดิมพัน',
  chooseStake: 'เลือกจำนวนเงินเดิมพัน',
  limits: 'เดิมพันได้ {min} – {max} บาทต่อครั้ง',
  rtpTitle: 'อัตราคืนผู้เล่น (RTP) ตามทฤษฎี',
  rtpNote: 'อัตราคืนผู้เล่นคือสัดส่วนเงินที่คืนให้ผู้เล่นโดยเฉลี่ยในระยะยาว ผลแต่ละรอบเป็นการสุ่มและอาจเสียเงินได้ กรุณาเล่นอย่างมีสติ',
  rulesButton: 'กติกาและอัตราจ่าย',
  close: 'ปิด',
  fairTitle: 'ตรวจสอบความยุติธรรม (Provably fair)',
  serverSeedHash: 'แฮชของซีดเซิร์ฟเวอร์ (SHA-256)',
  clientSeed: 'ซีดผู้เล่น',
  nonce: 'ลำดับรอบถัดไป',
  verifyLink: 'ตรวจสอบผลย้อนหลัง / เปลี่ยนซีด',
  // A finished round: always the stake, what came back and the net (lib/result-text.ts).
  win: 'เดิมพัน {stake} บาท ได้รับ {amount} บาท (กำไร {profit} บาท)',
  partial: 'เดิมพัน {stake} บาท ได้รับคืน {amount} บาท (เสีย {loss} บาท)',
  lose: 'เดิมพัน {stake} บาท ไม่ได้รับคืน (เสีย {stake} บาท)',
  push: 'เดิมพัน {stake} บาท ได้รับคืนเต็มจำนวน (ไม่ได้ไม่เสีย)',
  pendingWin: 'กำลังบันทึกผล ยอดเงินจะอัปเดตในไม่ช้า',
  sessionExpired: 'หมดเวลาการเล่น กรุณาเข้าเกมใหม่จากหน้าเว็บไซต์',
  ageNotice: 'สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างมีสติ',
  soundOn: 'เปิดเสียง',
  soundOff: 'ปิดเสียง',
  sound: 'เสียง',
  comingSoon: 'เกมนี้กำลังจะเปิดให้เล่น ระหว่างนี้ลองเกมอื่นในล็อบบี้ได้เลย',
  notFound: 'ไม่พบหน้านี้',
  // slot
  spin: 'หมุน',
  reels: 'วงล้อ',
  reelsIdle: 'วงล้อพร้อมหมุน',
  payline: 'เส้นจ่าย: {line}',
  paytable: 'ตารางจ่ายและกติกา',
  lastWin: 'ชนะ',
  turbo: 'เทอร์โบ',
  autoSpin: 'หมุนอัตโนมัติ',
  autoStop: 'หยุดหมุนอัตโนมัติ',
  autoCount: 'จำนวนรอบ',
  autoLeft: 'เหลือ {count} รอบ',
  autoWinAbove: 'หยุดเมื่อชนะเกิน (บาท)',
  autoBalanceBelow: 'หยุดเมื่อยอดเงินต่ำกว่า (บาท)',
  autoStoppedWin: 'หยุดหมุนอัตโนมัติ: ชนะ {amount} บาท เกินที่ตั้งไว้',
  autoStoppedBalance: 'หยุดหมุนอัตโนมัติ: ยอดเงินต่ำกว่าที่ตั้งไว้',
  symbols: {
    seven: 'เจ็ด',
    elephant: 'ช้าง',
    crown: 'มงกุฎ',
    lotus: 'บัว',
    durian: 'ทุเรียน',
    mango: 'มะม่วง',
    mangosteen: 'มังคุด',
  } as Record<string, string>,
  // naga (5 x 3, 20 lines, free spins)
  nagaIdle: 'วงล้อ 5 แถว 20 ไลน์ พร้อมหมุน',
  nagaWindow: 'แถวกลาง: {row} · ชนะ {lines} ไลน์',
  freeSpinsWon: 'ได้ฟรีสปิน {count} ครั้ง รางวัลคูณ 3',
  freeSpinOf: 'ฟรีสปิน {n}/{total}',
  nagaSummary: 'ชนะ {lines} ไลน์ · ฟรีสปิน {free} ครั้ง → {total} เท่าของเดิมพันรวม',
  nagaSymbols: {
    naga: 'พญานาค',
    lotus: 'ดอกบัว',
    gold: 'ทองคำ',
    elephant: 'ช้าง',
    bell: 'ระฆัง',
    drum: 'กลอง',
    ace: 'เอ',
    king: 'คิง',
    queen: 'ควีน',
    jack: 'แจ็ค',
    ten: 'สิบ',
  } as Record<string, string>,
  // baccarat
  deal: 'แจกไพ่',
  clearBets: 'ล้างเดิมพัน',
  betAreas: {
    player: 'ผู้เล่น 1:1',
    banker: 'เจ้ามือ 0.95:1',
    tie: 'เสมอ 8:1',
    playerPair: 'คู่ผู้เล่น 11:1',
    bankerPair: 'คู่เจ้ามือ 11:1',
  },
  player: 'ผู้เล่น',
  banker: 'เจ้ามือ',
  winner: { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' },
  noBets: 'กรุณาวางเดิมพันอย่างน้อยหนึ่งช่อง',
  baccaratTable: 'โต๊ะบาคาร่า',
  // trading
  up: 'ขึ้น',
  down: 'ลง',
  startPrice: 'ราคาเริ่มต้น',
  finalPrice: 'ราคาปิด',
  priceChart: 'กราฟราคา',
  timeLeft: 'เหลือเวลา {seconds} วินาที',
  tradingRule: 'ทายว่าราคาหลัง 10 ช่วงจะปิดสูงหรือต่ำกว่าราคาเริ่มต้น ทายถูกรับ 1.95 เท่า ราคาปิดเท่าเดิมคืนเงินเดิมพัน',
  moves: { up: 'ราคาปิดสูงขึ้น', down: 'ราคาปิดต่ำลง', flat: 'ราคาปิดเท่าเดิม' },
  // verification
  verifyTitle: 'ตรวจสอบความโปร่งใส',
  historyTitle: 'รอบล่าสุดของคุณ',
  gameHistoryTitle: 'ประวัติการเล่นเกมนี้',
  noHistory: 'ไม่มีข้อมูล',
  seedHidden: 'ยังไม่เปิดเผย (เปลี่ยนซีดเพื่อเปิดเผย)',
  check: 'ตรวจสอบ',
  rotateTitle: 'เปลี่ยนซีด',
  rotateHelp: 'เมื่อเปลี่ยนซีด ระบบจะเปิดเผยซีดเซิร์ฟเวอร์ชุดปัจจุบัน เพื่อให้ตรวจสอบทุกรอบที่เล่นไปแล้ว และเริ่มชุดใหม่ที่ลำดับรอบ 0',
  newClientSeed: 'ซีดผู้เล่นใหม่ (เว้นว่างให้ระบบสุ่ม)',
  rotate: 'เปิดเผยและเปลี่ยนซีด',
  revealed: 'ซีดเซิร์ฟเวอร์ที่เปิดเผย: {seed} (ใช้ไป {rounds} รอบ)',
  howTitle: 'ผลแต่ละรอบคำนวณอย่างไร',
  howSteps: [
    'ก่อนเล่น ระบบสุ่มซีดเซิร์ฟเวอร์ (เลขฐานสิบหก 64 ตัว) และแสดงให้เห็นเพียงแฮช SHA-256 ของมัน',
    'คุณกำหนดซีดผู้เล่นเองได้ ทุกรอบภายใต้ซีดคู่เดียวกันมีลำดับรอบ 0, 1, 2, …',
    'ตัวเลขสุ่มของรอบ = แฮชแบบใช้กุญแจ (HMAC-SHA256) โดยกุญแจคือซีดเซิร์ฟเวอร์ และข้อความคือ "ซีดผู้เล่น:ลำดับรอบ:ลำดับตัวเลข" อ่านเป็นเลข 32 บิต',
    'ผลของเกมขึ้นกับซีดและลำดับรอบเท่านั้น ไม่ขึ้นกับจำนวนเงินเดิมพัน',
    'เมื่อเปลี่ยนซีด ระบบเปิดเผยซีดเซิร์ฟเวอร์เดิม คุณจึงตรวจได้ว่าแฮชตรงกับที่เห็นก่อนเล่น และคำนวณผลทุกรอบซ้ำได้',
  ],
  replayTitle: 'คำนวณผลซ้ำ',
  game: 'เกม',
  serverSeed: 'ซีดเซิร์ฟเวอร์',
  round: 'ลำดับรอบ', // Round number (the nonce)
  rtp: 'อัตราคืนผู้เล่น', // Return to player (RTP)
  hashOk: 'แฮชของซีดเซิร์ฟเวอร์ตรงกับที่แสดงก่อนเล่น',
  hashBad: 'แฮชของซีดเซิร์ฟเวอร์ไม่ตรงกับที่แสดงก่อนเล่น',
  browserHash: 'เบราว์เซอร์ของคุณคำนวณ SHA-256 ได้: {hash}',
  replayed: 'ผลที่คำนวณซ้ำ: {outcome}',
  status: {
    pending: 'กำลังวางเดิมพัน',
    placed: 'กำลังบันทึกผล',
    settled: 'เสร็จสิ้น',
    refused: 'ยอดเงินไม่พอ',
    cancelled: 'ยกเลิก คืนเงินแล้ว',
  } as Record<string, string>,
  games: {
    slot: 'สล็อตช้างทอง',
    naga: 'ขุมทรัพย์พญานาค',
    baccarat: 'บาคาร่า',
    trading: 'เทรดขึ้นลง',
    videoPoker: 'วิดีโอโป๊กเกอร์',
    holdem: 'คาสิโนโฮลเด็ม',
    live: 'คาสิโนสด',
  } as Record<string, string>,
  // the reality check (issue 27): the operator's session numbers, shown over the game
  realityCheckTitle: 'แจ้งเตือนเวลาเล่น', // Reality check
  realityCheckPlayed: 'เล่นมาแล้ว', // Time played
  realityCheckHours: '{hours} ชั่วโมง {minutes} นาที', // {hours} h {minutes} min
  realityCheckMinutes: '{minutes} นาที', // {minutes} min
  realityCheckNet: 'ได้เสียรอบนี้', // This session's result
  realityCheckBaht: '{amount} บาท', // {amount} baht
  realityCheckEnds: 'ครบเวลาเล่นที่ตั้งไว้เวลา {at}', // Your session limit ends play at {at}
  realityCheckContinue: 'เล่นต่อ', // Continue
  realityCheckLeave: 'ออกจากเกม', // Leave the game
} as const;

/** `{name}` placeholders filled with values. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
