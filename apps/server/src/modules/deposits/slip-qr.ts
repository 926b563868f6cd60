/**
 * The mini-QR printed on Thai bank-transfer slips (the "slip verification" QR):
 *
 *   00 <len> [ 00 <len> API id | 01 <len> sending bank code | 02 <len> transaction reference ]
 *   51 <len> country ("TH")
 *   91 04    CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over everything before the CRC value,
 *            including the "9104" tag and length — the same checksum PromptPay QR codes use.
 *
 * Each field is tag (2 digits), length (2 digits), value.
 */
export interface SlipQr {
  apiId: string;
  sendingBankCode: string;
  transRef: string;
  country: string;
}

export type SlipQrResult = { ok: true; slip: SlipQr } | { ok: false; reason: 'malformed' | 'checksum' };

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits a TLV string into its fields; undefined when lengths do not add up. */
function readTlv(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const len = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + len > text.length) {
      return undefined;
    }
    if (fields.has(tag)) return undefined;
    fields.set(tag, text.slice(at + 4, at + 4 + len));
    at += 4 + len;
  }
  return fields;
}

export function parseSlipQr(raw: string): SlipQrResult {
  const text = raw.trim();
  if (text.length < 16 || text.length > 512 || !/^[\x20-\x7E]+$/.test(text))
    return { ok: false, reason: 'malformed' };
  const top = readTlv(text);
  const crc = top?.get('91');
  const payload = top?.get('00');
  if (!top || !crc || !payload || crc.length !== 4 || !text.endsWith(`9104${crc}`)) {
    return { ok: false, reason: 'malformed' };
  }
  const inner = readTlv(payload);
  const apiId = inner?.get('00');
  const sendingBankCode = inner?.get('01');
  const transRef = inner?.get('02');
  if (!apiId || !sendingBankCode || !transRef) return { ok: false, reason: 'malformed' };
  if (crc16(text.slice(0, -4)) !== crc.toUpperCase()) return { ok: false, reason: 'checksum' };
  return { ok: true, slip: { apiId, sendingBankCode, transRef, country: top.get('51') ?? '' } };
}

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** Builds a valid slip QR (tests, the demo and the end-to-end slip image). */
export function buildSlipQr(slip: {
  sendingBankCode: string;
  transRef: string;
  apiId?: string;
  country?: string;
}) {
  const payload =
    field('00', slip.apiId ?? '000001') + field('01', slip.sendingBankCode) + field('02', slip.transRef);
  const body = `${field('00', payload)}${field('51', slip.country ?? 'TH')}9104`;
  return body + crc16(body);
}
