/**
 * The scanner's decoder runs in a worker served from this fixed path (apps/web/public): the CSP allows
 * only same-origin scripts and workers, and a fixed URL keeps it cacheable. qr-scanner 1.4 would
 * otherwise build the same worker from a blob; tooling/qr-worker.test.ts keeps the copy in step with it.
 */
export const QR_WORKER_PATH = '/qr-scanner-worker.min.js';

/**
 * Reads the mini-QR of a bank slip in the browser (nothing is uploaded but its text). Null when the
 * image holds no readable QR code. qr-scanner is loaded here, on first use only.
 */
export async function readSlipQr(file: Blob): Promise<string | null> {
  const { default: QrScanner } = await import('qr-scanner');
  const worker = new Worker(QR_WORKER_PATH);
  try {
    const result = await QrScanner.scanImage(file, {
      qrEngine: worker,
      returnDetailedScanResult: true,
      alsoTryWithoutScanRegion: true,
    });
    return result.data.trim() || null;
  } catch {
    // qr-scanner rejects with a plain string when it finds no code, or when the file is not an image.
    return null;
  } finally {
    worker.terminate();
  }
}
