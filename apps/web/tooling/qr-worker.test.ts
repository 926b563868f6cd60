import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const servedCopy = fileURLToPath(new URL('../public/qr-scanner-worker.min.js', import.meta.url));

/**
 * qr-scanner ships its worker as a module that wraps the worker's source in a Blob; running it with a
 * stub Blob gives that source, which public/ serves at a fixed path instead (src/lib/slip-scan.ts).
 */
async function packagedWorkerSource() {
  let source = '';
  const saved = { Blob: globalThis.Blob, Worker: globalThis.Worker, objectUrl: URL.createObjectURL };
  Object.assign(globalThis, {
    Blob: class {
      constructor(parts: string[]) {
        source = parts.join('');
      }
    },
    Worker: class {},
  });
  URL.createObjectURL = () => 'blob:stub';
  try {
    // @ts-expect-error: the worker module ships without type declarations
    const mod = (await import('qr-scanner/qr-scanner-worker.min.js')) as { createWorker: () => unknown };
    mod.createWorker();
  } finally {
    Object.assign(globalThis, { Blob: saved.Blob, Worker: saved.Worker });
    URL.createObjectURL = saved.objectUrl;
  }
  return source;
}

describe('the QR scanner worker served from public/', () => {
  it('is the worker of the installed qr-scanner (UPDATE_QR_WORKER=1 rewrites it after an upgrade)', async () => {
    const source = await packagedWorkerSource();
    expect(source.length).toBeGreaterThan(10_000);
    if (process.env.UPDATE_QR_WORKER === '1') writeFileSync(servedCopy, source);
    expect(readFileSync(servedCopy, 'utf8')).toBe(source);
  });
});
