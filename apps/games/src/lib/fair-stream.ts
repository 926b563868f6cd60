/**
 * The provably fair random stream of the house games, recomputed in the browser with WebCrypto: the same
 * scheme as the server's FairRng (apps/server/src/modules/games/house/provably-fair.ts): HMAC-SHA256 keyed
 * with the server seed's hex text over `${clientSeed}:${nonce}:${cursor}`, each digest read as eight
 * big-endian 32-bit words, a number below n by rejection sampling. WebCrypto is asynchronous, so `int` is too.
 */
const TWO_POW_32 = 2 ** 32;
const WORDS_PER_DIGEST = 8;

export class BrowserFairStream {
  private readonly key: Promise<CryptoKey>;
  private cursor = 0;
  private words = new DataView(new ArrayBuffer(0));
  private word = WORDS_PER_DIGEST;

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    if (!globalThis.crypto?.subtle) throw new Error('WebCrypto is not available on this page');
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }

  async nextUint32(): Promise<number> {
    if (this.word === WORDS_PER_DIGEST) {
      const message = new TextEncoder().encode(`${this.clientSeed}:${this.nonce}:${this.cursor}`);
      this.words = new DataView(await crypto.subtle.sign('HMAC', await this.key, message));
      this.cursor += 1;
      this.word = 0;
    }
    const value = this.words.getUint32(this.word * 4, false);
    this.word += 1;
    return value;
  }

  /** A uniform whole number in [0, n), unbiased: words at or above the largest multiple of n are skipped. */
  async int(n: number): Promise<number> {
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const u = await this.nextUint32();
      if (u < limit) return u % n;
    }
  }
}
