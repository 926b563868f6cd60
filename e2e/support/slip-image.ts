import QRCode from 'qrcode';
import { buildSlipQr } from '../../apps/server/src/modules/deposits/slip-qr';

/** A file for Playwright's `setInputFiles`. */
export interface SlipFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A slip image as a bank app saves it, reduced to what the member app reads: a PNG holding the slip's
 * mini-QR (slip-qr.ts: API id, sending bank, transaction reference, country, CRC) for the transfer `transRef`
 * sent from `sendingBankCode`. A wide quiet zone and large modules, so the browser's scanner reads it at once.
 */
export async function slipImage(slip: { sendingBankCode: string; transRef: string }): Promise<SlipFile> {
  const buffer = await QRCode.toBuffer(buildSlipQr(slip), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
  });
  return { name: `slip-${slip.transRef}.png`, mimeType: 'image/png', buffer };
}
