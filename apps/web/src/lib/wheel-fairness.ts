const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A prize's chance as the member reads it: 30 → "30%", 0.5 → "0.5%", 33.333 → "33.33%". */
export function formatOdds(odds: number) {
  return `${percent.format(Number.isFinite(odds) ? odds : 0)}%`;
}

/**
 * SHA-256 of a revealed server seed, as lowercase hex, computed in the browser so the member need not
 * trust the server's own check. Null where Web Crypto is unavailable (plain http on a LAN address).
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
