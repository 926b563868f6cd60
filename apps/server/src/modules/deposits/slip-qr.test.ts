import { describe, expect, it } from 'vitest';
import { buildSlipQr, crc16, parseSlipQr } from './slip-qr';

describe('slip mini-QR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('parses a slip it built, field by field', () => {
    const qr = buildSlipQr({ sendingBankCode: '004', transRef: '014242082547BPM04988' });
    expect(qr).toMatch(/^0041000600000101030040220014242082547BPM049885102TH9104[0-9A-F]{4}$/);
    expect(parseSlipQr(qr)).toEqual({
      ok: true,
      slip: { apiId: '000001', sendingBankCode: '004', transRef: '014242082547BPM04988', country: 'TH' },
    });
  });

  it('refuses a slip whose checksum does not match', () => {
    const qr = buildSlipQr({ sendingBankCode: '014', transRef: '2025112200001' });
    const tampered = qr.replace('2025112200001', '2025112200002');
    expect(parseSlipQr(tampered)).toEqual({ ok: false, reason: 'checksum' });
  });

  it.each([
    ['empty', ''],
    ['not TLV', 'hello world, this is not a slip'],
    ['length overflow', '0099000600000101'],
    ['no CRC', '0030000600000101030040209ABCDEFGHI5102TH'],
    [
      'missing reference',
      (() => {
        const body = '0017000600000101030045102TH9104';
        return body + crc16(body);
      })(),
    ],
    ['non-ASCII', 'ทดสอบ'.repeat(5)],
  ])('calls a %s barcode malformed', (_label, qr) => {
    expect(parseSlipQr(qr)).toEqual({ ok: false, reason: 'malformed' });
  });
});
