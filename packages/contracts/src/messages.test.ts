import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillMessage, messageNumber } from './fill-message';
import { TH, TH_WEB } from './messages';
import { englishTermIn } from './thai-terms';

/** Every text of both catalogues, arrays flattened, with its key. */
const catalogue: (readonly [string, string])[] = Object.entries({ ...TH, ...TH_WEB }).flatMap(
  ([key, value]: [string, string | readonly string[]]) =>
    typeof value === 'string'
      ? [[key, value] as const]
      : value.map((text, i) => [`${key}[${i}]`, text] as const),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** SPEC §5 / §8 texts, copied from /work/shared/SPEC.md: the catalogue keeps them word for word. */
const SPEC_TEXTS = {
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
  withdrawBelowMin: 'ถอนเงินขั้นต่ำ {min} บาท',
} as const;

describe('message numbers', () => {
  it('writes thousands separators, and 2 decimals only when there are satang', () => {
    expect(messageNumber(50_000)).toBe('50,000');
    expect(messageNumber(1_500)).toBe('1,500');
    expect(messageNumber(0)).toBe('0');
    expect(messageNumber(100)).toBe('100');
    expect(messageNumber(99.5)).toBe('99.50');
    expect(messageNumber(0.01)).toBe('0.01');
    expect(messageNumber(1_234_567.89)).toBe('1,234,567.89');
    expect(messageNumber(-1_500.5)).toBe('-1,500.50');
  });

  it('fills the withdrawal refusals as a member reads them', () => {
    expect(fillMessage(TH.withdrawAboveMax, { max: 50_000 })).toBe('ถอนเงินได้สูงสุดครั้งละ 50,000 บาท');
    expect(fillMessage(TH.withdrawBalanceBelowMin, { min: 1_500 })).toBe(
      'ยอดเงินคงเหลือไม่ถึงยอดถอนขั้นต่ำ 1,500 บาท',
    );
    expect(fillMessage(TH.withdrawTurnoverNotMet, { now: 0, need: 10_000 })).toBe(
      'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 0 จาก 10,000 บาท)',
    );
    expect(fillMessage(TH.wheelWon, { label: 'เครดิต 1000' })).toBe('ยินดีด้วย คุณได้รับรางวัล เครดิต 1000');
  });

  it('fills every placeholder of the whole catalogue with separated numbers', () => {
    const filled = catalogue.filter(([, text]) => placeholders(text).length > 0);
    expect(filled.length).toBeGreaterThan(15);
    for (const [key, text] of filled) {
      const names = placeholders(text);
      const values = Object.fromEntries(names.map((n) => [n, 1_234_567.5]));
      const out = fillMessage(text, values);
      expect(out, key).not.toMatch(/[{}]/);
      expect(out.split('1,234,567.50').length - 1, key).toBe(names.length);
      expect(out, key).not.toMatch(/\d{4}/);
      const round = fillMessage(text, Object.fromEntries(names.map((n) => [n, 50_000])));
      expect(round.split('50,000').length - 1, key).toBe(names.length);
    }
  });
});

describe('the catalogue', () => {
  it("keeps the SPEC's own words exactly", () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) {
      expect(TH[key as keyof typeof SPEC_TEXTS], key).toBe(text);
      // A SPEC text without numbers comes out of the filler unchanged.
      if (placeholders(text).length === 0) expect(fillMessage<string>(text, {})).toBe(text);
    }
    const spec = '/work/shared/SPEC.md';
    if (existsSync(spec)) {
      const source = readFileSync(spec, 'utf8');
      for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(source, key).toContain(`'${text}'`);
    }
  });

  it('speaks Thai: English terms only in brackets after the Thai one', () => {
    const spec = new Set<string>(Object.values(SPEC_TEXTS));
    const english = catalogue
      .filter(([, text]) => !spec.has(text) && englishTermIn(text) !== null)
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });
});
