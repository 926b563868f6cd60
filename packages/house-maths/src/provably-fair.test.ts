import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairRng, hashServerSeed, newServerSeed, verify } from './provably-fair';

const serverSeed = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4163857a9cbedf0213243546576879a8bc';
const seeds = { serverSeed, clientSeed: 'chokdee', nonce: 0 };

const words = (rng: FairRng, count: number) => Array.from({ length: count }, () => rng.nextUint32());

describe('server seed and commitment', () => {
  it('draws 32 random bytes as 64 lowercase hex characters, fresh each time', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('commits to SHA-256 of the hex text (known answer, as sha256sum prints it)', () => {
    expect(hashServerSeed(serverSeed)).toBe(
      '6f52fb96def2c7a469358cf3534eb1d3ffc1c8ac21e89743ef19c703883999b1',
    );
    expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });
});

describe('the random stream', () => {
  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") as big-endian 32-bit words', () => {
    // Known answer from `printf 'chokdee:0:0' | openssl dgst -sha256 -hmac <server seed>`.
    const first = 'e30268a5687af5a2a9e747679511605a01e6c7daef26ba0d953bd23c67213c9f';
    const second = createHmac('sha256', serverSeed).update('chokdee:0:1').digest('hex');
    const expected = (first + second).match(/.{8}/g)!.map((hex) => parseInt(hex, 16));
    expect(words(new FairRng(seeds), 16)).toEqual(expected);
  });

  it('is deterministic, and every seed part changes it', () => {
    const base = words(new FairRng(seeds), 40);
    expect(words(new FairRng(seeds), 40)).toEqual(base);
    expect(words(new FairRng({ ...seeds, clientSeed: 'chokdee2' }), 40)).not.toEqual(base);
    expect(words(new FairRng({ ...seeds, nonce: 1 }), 40)).not.toEqual(base);
    expect(words(new FairRng({ ...seeds, serverSeed: newServerSeed() }), 40)).not.toEqual(base);
  });

  it('reset(nonce) is the same as a fresh stream for that nonce', () => {
    const rng = new FairRng(seeds);
    words(rng, 13);
    expect(words(rng.reset(7), 20)).toEqual(words(new FairRng({ ...seeds, nonce: 7 }), 20));
    expect(rng.wordsUsed).toBe(20);
  });

  it.each([
    ['a short server seed', { ...seeds, serverSeed: 'abc' }],
    ['an upper-case server seed', { ...seeds, serverSeed: serverSeed.toUpperCase() }],
    ['an empty client seed', { ...seeds, clientSeed: '' }],
    ['a 65-character client seed', { ...seeds, clientSeed: 'x'.repeat(65) }],
    ['a negative nonce', { ...seeds, nonce: -1 }],
    ['a fractional nonce', { ...seeds, nonce: 1.5 }],
  ])('refuses %s', (_label, bad) => {
    expect(() => new FairRng(bad)).toThrow(RangeError);
  });
});

describe('int(n) is unbiased', () => {
  it('skips the words at or above 2^32 - (2^32 mod n), and only those', () => {
    const n = 2 ** 31 + 1; // the limit is 2^31 + 1: about half of all words are rejected
    const rng = new FairRng(seeds);
    const raw = new FairRng(seeds);
    for (let i = 0; i < 1000; i++) {
      let u = raw.nextUint32();
      while (u >= 2 ** 31 + 1) u = raw.nextUint32();
      expect(rng.int(n)).toBe(u % n);
    }
    expect(rng.wordsUsed).toBe(raw.wordsUsed);
    expect(rng.wordsUsed).toBeGreaterThan(1800);
  });

  it('answers 1/3 below 2^30 for n = 3 * 2^30, where "u mod n" would answer 1/2', () => {
    const rng = new FairRng(seeds);
    const draws = 30_000;
    let low = 0;
    for (let i = 0; i < draws; i++) if (rng.int(3 * 2 ** 30) < 2 ** 30) low++;
    // Binomial standard error sqrt(p(1-p)/n) = 0.0027; 5 of them allowed.
    expect(Math.abs(low / draws - 1 / 3)).toBeLessThan(5 * Math.sqrt(((1 / 3) * (2 / 3)) / draws));
  });

  it.each([6, 32, 101, 416])('spreads int(%i) evenly (chi-square within 5 sd of its mean)', (n) => {
    const rng = new FairRng({ ...seeds, nonce: n });
    const perCell = 1000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < n * perCell; i++) counts[rng.int(n)]! += 1;
    const chi2 = counts.reduce((sum, c) => sum + (c - perCell) ** 2 / perCell, 0);
    // Chi-square with n - 1 degrees of freedom: mean n - 1, variance 2(n - 1).
    expect(chi2).toBeLessThan(n - 1 + 5 * Math.sqrt(2 * (n - 1)));
  });

  it('stays in range for any seeds and any n (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat(),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (clientSeed, nonce, n) => {
          const a = new FairRng({ serverSeed, clientSeed, nonce });
          const b = new FairRng({ serverSeed, clientSeed, nonce });
          for (let i = 0; i < 10; i++) {
            const x = a.int(n);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThan(n);
            expect(Number.isInteger(x)).toBe(true);
            expect(b.int(n)).toBe(x);
          }
        },
      ),
    );
  });

  it.each([0, 1.5, 2 ** 32 + 1, Number.NaN])('refuses int(%s)', (n) => {
    expect(() => new FairRng(seeds).int(n)).toThrow(RangeError);
  });

  it('draws floats in [0, 1) with mean 1/2', () => {
    const rng = new FairRng(seeds);
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = rng.float();
      if (!(x >= 0 && x < 1)) outside++;
      sum += x;
    }
    expect(outside).toBe(0);
    // The mean of 100,000 uniforms has standard error sqrt(1/12 / 100000) = 0.00091.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(5 * 0.00091);
  });
});

describe('verify()', () => {
  const play = (rng: FairRng) => [rng.int(10), rng.int(10), rng.int(10)];
  const committed = { ...seeds, nonce: 3, serverSeedHash: hashServerSeed(serverSeed) };

  it('replays the outcome from the revealed seeds when the commitment matches', () => {
    const original = play(new FairRng({ ...seeds, nonce: 3 }));
    expect(verify(committed, play)).toEqual({ ok: true, outcome: original });
    expect(verify({ ...committed, serverSeedHash: committed.serverSeedHash.toUpperCase() }, play).ok).toBe(
      true,
    );
  });

  it('fails when the revealed seed is not the committed one', () => {
    expect(verify({ ...committed, serverSeed: newServerSeed() }, play)).toEqual({
      ok: false,
      reason: 'server-seed-hash-mismatch',
    });
  });

  it('gives a different outcome for a different client seed', () => {
    const outcomes = new Set(
      ['a', 'b', 'c', 'd'].map((clientSeed) => {
        const result = verify({ ...committed, clientSeed }, (rng) => words(rng, 4).join());
        return result.ok ? result.outcome : '';
      }),
    );
    expect(outcomes.size).toBe(4);
  });
});
