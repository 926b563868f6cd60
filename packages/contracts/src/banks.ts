/** The 17 Thai banks of SPEC §3 (facts from shared/banks.json) plus the wallet and PromptPay codes. */
export interface Bank {
  code: string;
  short: string;
  th: string;
  en: string;
  color: string;
}

export const BANKS: readonly Bank[] = [
  { code: '002', short: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank', color: '#1e4598' },
  { code: '004', short: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', color: '#138f2d' },
  { code: '006', short: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank', color: '#1ba5e1' },
  { code: '011', short: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank', color: '#1279be' },
  { code: '014', short: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank', color: '#4e2e7f' },
  { code: '017', short: 'CITI', th: 'ธนาคารซิตี้แบงก์', en: 'Citibank', color: '#1583c7' },
  {
    code: '020',
    short: 'SCBT',
    th: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    en: 'Standard Chartered (Thai)',
    color: '#0f6ea1',
  },
  { code: '022', short: 'CIMBT', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank', color: '#7e2f36' },
  { code: '024', short: 'UOBT', th: 'ธนาคารยูโอบี', en: 'United Overseas Bank (Thai)', color: '#0b3979' },
  { code: '025', short: 'BAY', th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)', color: '#fec43b' },
  { code: '030', short: 'GSB', th: 'ธนาคารออมสิน', en: 'Government Savings Bank', color: '#eb198d' },
  { code: '033', short: 'GHB', th: 'ธนาคารอาคารสงเคราะห์', en: 'Government Housing Bank', color: '#f57d23' },
  {
    code: '034',
    short: 'BAAC',
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
    color: '#4b9b1d',
  },
  {
    code: '066',
    short: 'ISBT',
    th: 'ธนาคารอิสลามแห่งประเทศไทย',
    en: 'Islamic Bank of Thailand',
    color: '#184615',
  },
  { code: '067', short: 'TISCO', th: 'ธนาคารทิสโก้', en: 'TISCO Bank', color: '#12549f' },
  { code: '069', short: 'KKP', th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank', color: '#199cc5' },
  { code: '073', short: 'LHBANK', th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank', color: '#6d6e71' },
];

/** TrueMoney wallet: SPEC §3 treats it as one more bank code; its "account" is the wallet's phone number. */
export const WALLET_BANK: Bank = {
  code: 'TRUEMONEY',
  short: 'TMN',
  th: 'ทรูมันนี่ วอลเล็ท',
  en: 'TrueMoney Wallet',
  color: '#f26f21',
};

/** PromptPay: used only for receiving channels (never a member's bound account). */
export const PROMPTPAY_BANK: Bank = {
  code: 'PROMPTPAY',
  short: 'PP',
  th: 'พร้อมเพย์',
  en: 'PromptPay',
  color: '#0a3f7a',
};

export const BANK_CODES = BANKS.map((b) => b.code);
/** Codes a member may bind at signup: the 17 banks and the TrueMoney wallet. */
export const MEMBER_BANK_CODES: readonly string[] = [...BANK_CODES, WALLET_BANK.code];

const byCode = new Map([...BANKS, WALLET_BANK, PROMPTPAY_BANK].map((b) => [b.code, b]));
export function findBank(code: string): Bank | undefined {
  return byCode.get(code);
}
