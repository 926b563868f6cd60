/**
 * The 17 Thai banks of SPEC §3 (facts from shared/banks.json) plus the wallet and PromptPay codes, with the
 * length of the bank's account numbers and the grouping its passbook and app show them in (ours:
 * docs/decisions/005-thai-phone-and-bank-numbers.md).
 */
export interface Bank {
  code: string;
  short: string;
  th: string;
  en: string;
  color: string;
  /** Digits in one of the bank's account numbers (the wallet's: its 10-digit mobile number). */
  accountLength: number;
  /** How the number is grouped for display, e.g. [3, 1, 5, 1] → 123-4-56789-0; sums to accountLength. */
  accountGroups: readonly number[];
}

/** The usual grouping of a 10-digit Thai account number: xxx-x-xxxxx-x. */
const TEN: Pick<Bank, 'accountLength' | 'accountGroups'> = { accountLength: 10, accountGroups: [3, 1, 5, 1] };
/** 12-digit accounts (the state banks and the Islamic bank): xxx-x-xxxxx-xxx unless said otherwise. */
const TWELVE: Pick<Bank, 'accountLength' | 'accountGroups'> = {
  accountLength: 12,
  accountGroups: [3, 1, 5, 3],
};

export const BANKS: readonly Bank[] = [
  { code: '002', short: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank', color: '#1e4598', ...TEN },
  { code: '004', short: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', color: '#138f2d', ...TEN },
  { code: '006', short: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank', color: '#1ba5e1', ...TEN },
  { code: '011', short: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank', color: '#1279be', ...TEN },
  { code: '014', short: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank', color: '#4e2e7f', ...TEN },
  { code: '017', short: 'CITI', th: 'ธนาคารซิตี้แบงก์', en: 'Citibank', color: '#1583c7', ...TEN },
  {
    code: '020',
    short: 'SCBT',
    th: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    en: 'Standard Chartered (Thai)',
    color: '#0f6ea1',
    ...TEN,
  },
  { code: '022', short: 'CIMBT', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank', color: '#7e2f36', ...TEN },
  {
    code: '024',
    short: 'UOBT',
    th: 'ธนาคารยูโอบี',
    en: 'United Overseas Bank (Thai)',
    color: '#0b3979',
    ...TEN,
  },
  {
    code: '025',
    short: 'BAY',
    th: 'ธนาคารกรุงศรีอยุธยา',
    en: 'Bank of Ayudhya (Krungsri)',
    color: '#fec43b',
    ...TEN,
  },
  {
    code: '030',
    short: 'GSB',
    th: 'ธนาคารออมสิน',
    en: 'Government Savings Bank',
    color: '#eb198d',
    accountLength: 12,
    accountGroups: [4, 4, 4],
  },
  {
    code: '033',
    short: 'GHB',
    th: 'ธนาคารอาคารสงเคราะห์',
    en: 'Government Housing Bank',
    color: '#f57d23',
    accountLength: 12,
    accountGroups: [3, 2, 5, 2],
  },
  {
    code: '034',
    short: 'BAAC',
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
    color: '#4b9b1d',
    ...TWELVE,
  },
  {
    code: '066',
    short: 'ISBT',
    th: 'ธนาคารอิสลามแห่งประเทศไทย',
    en: 'Islamic Bank of Thailand',
    color: '#184615',
    ...TWELVE,
  },
  { code: '067', short: 'TISCO', th: 'ธนาคารทิสโก้', en: 'TISCO Bank', color: '#12549f', ...TEN },
  {
    code: '069',
    short: 'KKP',
    th: 'ธนาคารเกียรตินาคินภัทร',
    en: 'Kiatnakin Phatra Bank',
    color: '#199cc5',
    ...TEN,
  },
  {
    code: '073',
    short: 'LHBANK',
    th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    en: 'Land and Houses Bank',
    color: '#6d6e71',
    ...TEN,
  },
];

/** TrueMoney wallet: SPEC §3 treats it as one more bank code; its "account" is the wallet's phone number. */
export const WALLET_BANK: Bank = {
  code: 'TRUEMONEY',
  short: 'TMN',
  th: 'ทรูมันนี่ วอลเล็ท',
  en: 'TrueMoney Wallet',
  color: '#f26f21',
  accountLength: 10,
  accountGroups: [3, 3, 4],
};

/** PromptPay: used only for receiving channels (never a member's bound account). */
export const PROMPTPAY_BANK: Bank = {
  code: 'PROMPTPAY',
  short: 'PP',
  th: 'พร้อมเพย์',
  en: 'PromptPay',
  color: '#0a3f7a',
  // A phone number (10 digits, grouped like one) or a 13-digit id, which is shown as given.
  accountLength: 10,
  accountGroups: [3, 3, 4],
};

export const BANK_CODES = BANKS.map((b) => b.code);
/** Codes a member may bind at signup: the 17 banks and the TrueMoney wallet. */
export const MEMBER_BANK_CODES: readonly string[] = [...BANK_CODES, WALLET_BANK.code];

const byCode = new Map([...BANKS, WALLET_BANK, PROMPTPAY_BANK].map((b) => [b.code, b]));
export function findBank(code: string): Bank | undefined {
  return byCode.get(code);
}

/** A Thai mobile number: 10 digits beginning 06, 08 or 09 (landlines begin 02–05, 07). */
export const THAI_MOBILE = /^0[689]\d{8}$/;

/** Digits grouped the bank's way (123-4-56789-0); a number of another length is shown as given. */
export function groupAccount(account: string, code: string): string {
  const bank = findBank(code);
  const digits = account.replace(/\D/g, '');
  if (!bank || digits.length !== bank.accountLength) return account;
  let at = 0;
  return bank.accountGroups
    .map((n) => {
      at += n;
      return digits.slice(at - n, at);
    })
    .join('-');
}
