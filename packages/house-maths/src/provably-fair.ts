import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness for the house games.
 *
 * The scheme, as the member-facing verification page will explain it:
 *
 *  1. Before any round, the server picks a secret server seed: 32 random bytes from the operating
 *     system's cryptographic generator, written as 64 lowercase hex characters. It shows the member
 *     only the commitment SHA-256(server seed), where the seed is hashed as that 64-character text
 *     (so any online SHA-256 tool reproduces it).
 *  2. The member chooses a client seed (any text of 1 to 64 characters, taken as UTF-8). Each round
 *     under the same pair of seeds has its own nonce: 0, 1, 2, ... counted by the server and shown
 *     with the result. (A colon in the client seed is harmless: nonce and cursor are digits only.)
 *  3. A round's random numbers come from HMAC-SHA256 keyed with the server seed (the same 64-character
 *     text) over the message `${clientSeed}:${nonce}:${cursor}`, cursor = 0, 1, 2, ... Each 32-byte
 *     digest is read as eight unsigned 32-bit big-endian integers, in order; when they run out the
 *     cursor moves on to the next digest. The server cannot steer the outcome because it committed
 *     to its seed before it knew the client seed; the member cannot because the server seed is secret.
 *  4. A whole number below n is drawn by rejection sampling: take the next 32-bit integer u; if
 *     u < 2^32 - (2^32 mod n) answer u mod n, otherwise discard u and take the next one. Plain
 *     "u mod n" would favour small answers whenever n does not divide 2^32.
 *  5. When the member rotates seeds, the old server seed is revealed; hashing it must give the
 *     commitment shown before, and replaying the rounds with it must give the same outcomes.
 *
 * The games only draw integers (reel stops, cards, price steps); float() exists for games that need
 * a uniform fraction and uses the same stream (53 bits from two integers, as in genrand_res53).
 *
 * This file runs on the server and in the member's browser alike (the game pages replay shoes and decks
 * from revealed seeds with it), so its hashes come from @noble/hashes, synchronous in both, not from
 * node:crypto or WebCrypto; provably-fair.test.ts checks them against node:crypto.
 */

/** The secret half of a round's seeds, 64 lowercase hex characters. */
const SERVER_SEED = /^[0-9a-f]{64}$/;
const TWO_POW_32 = 2 ** 32;
const WORDS_PER_DIGEST = 8;

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What a member holds after the server seed is revealed: enough to recheck every round. */
export interface RevealedRound extends RoundSeeds {
  /** The commitment the member saw before playing. */
  serverSeedHash: string;
}

export function newServerSeed(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment shown before the round: SHA-256 of the seed's hex text, in hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

function assertSeeds(serverSeed: string, clientSeed: string): void {
  if (!SERVER_SEED.test(serverSeed)) throw new RangeError('server seed must be 64 lowercase hex characters');
  if (clientSeed.length < 1 || clientSeed.length > 64)
    throw new RangeError('client seed must be 1 to 64 characters');
}

function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
}

/** All the games need from a random stream; tests stub it to force reel stops or cards. */
export interface RandomSource {
  /** A uniform whole number in [0, n). */
  int(n: number): number;
}

/**
 * The random stream of one round. reset() moves to another nonce under the same seeds without new
 * allocations beyond the digests themselves, so a simulation of a million rounds stays cheap.
 */
export class FairRng implements RandomSource {
  /** HMAC keyed once with the server seed; each digest starts from a clone of it. */
  private readonly keyed: ReturnType<typeof hmac.create>;
  private readonly clientSeed: string;
  private nonce = 0;
  private cursor = 0;
  private digest = new DataView(new ArrayBuffer(0));
  private word = WORDS_PER_DIGEST;
  private used = 0;

  constructor(seeds: RoundSeeds) {
    assertSeeds(seeds.serverSeed, seeds.clientSeed);
    this.keyed = hmac.create(sha256, utf8ToBytes(seeds.serverSeed));
    this.clientSeed = seeds.clientSeed;
    this.reset(seeds.nonce);
  }

  /** Starts round `nonce` from its first digest. */
  reset(nonce: number): this {
    assertNonce(nonce);
    this.nonce = nonce;
    this.cursor = 0;
    this.word = WORDS_PER_DIGEST;
    this.used = 0;
    return this;
  }

  /** 32-bit integers consumed in this round; tests and audits use it to see rejections. */
  get wordsUsed(): number {
    return this.used;
  }

  nextUint32(): number {
    if (this.word === WORDS_PER_DIGEST) {
      const bytes = this.keyed
        .clone()
        .update(utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.cursor}`))
        .digest();
      this.digest = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.cursor += 1;
      this.word = 0;
    }
    const value = this.digest.getUint32(this.word * 4, false);
    this.word += 1;
    this.used += 1;
    return value;
  }

  /** A uniform whole number in [0, n), 1 <= n <= 2^32, unbiased by rejection (see step 4 above). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
      throw new RangeError(`int(n) needs 1 <= n <= 2^32, got ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const u = this.nextUint32();
      if (u < limit) return u % n;
    }
  }

  /** A uniform fraction in [0, 1) with 53 random bits: (27 bits * 2^26 + 26 bits) / 2^53. */
  float(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67_108_864 + low) / 9_007_199_254_740_992;
  }
}

export type Verification<T> = { ok: true; outcome: T } | { ok: false; reason: 'server-seed-hash-mismatch' };

/**
 * Rechecks a finished round: the revealed server seed must hash to the commitment shown before the
 * round, and `play` (the game's draw function) replays the outcome from the seeds alone.
 */
export function verify<T>(round: RevealedRound, play: (rng: FairRng) => T): Verification<T> {
  if (hashServerSeed(round.serverSeed) !== round.serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'server-seed-hash-mismatch' };
  }
  return { ok: true, outcome: play(new FairRng(round)) };
}
