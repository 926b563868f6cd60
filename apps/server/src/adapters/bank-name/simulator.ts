import { createHash } from 'node:crypto';
import type { BankNameLookup } from './types';

const FIRST = [
  'สมชาย',
  'สมหญิง',
  'ประเสริฐ',
  'วิไลวรรณ',
  'ธนากร',
  'กาญจนา',
  'อนุชา',
  'พรทิพย์',
  'สุริยา',
  'นภัสสร',
  'ชัยวัฒน์',
  'รัตนา',
  'วีระพงษ์',
  'ศิริพร',
  'กิตติศักดิ์',
  'มาลัย',
];
const LAST = [
  'ใจดี',
  'รักไทย',
  'ศรีสุข',
  'บุญมา',
  'แก้วมณี',
  'ทองคำ',
  'มั่นคง',
  'สายสุวรรณ',
  'พิทักษ์ชน',
  'วงศ์ใหญ่',
  'เจริญผล',
  'สุขสวัสดิ์',
  'ประเสริฐวงศ์',
  'จันทร์เพ็ญ',
  'อินทรประเสริฐ',
  'ชัยมงคล',
];

/**
 * Deterministic stand-in for a bank's name-inquiry service: the same account always gets the same
 * plausible Thai name. Accounts starting with 000 do not exist (to exercise the not-found path).
 */
export function simulatedBankNameLookup(): BankNameLookup {
  return {
    invented: true,
    async lookup(bankCode, account) {
      if (account.startsWith('000')) return null;
      const digest = createHash('sha256').update(`${bankCode}:${account}`).digest();
      return { firstName: FIRST[digest[0]! % FIRST.length]!, lastName: LAST[digest[1]! % LAST.length]! };
    },
  };
}
