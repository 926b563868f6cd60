import type { HousePokerGame, ResponseOf, housePokerVerify } from '@chokdee/contracts';

/**
 * The browser's own replay of a poker round's deck, from its revealed seeds, so a member need not take the
 * server's word for it. It repeats, step for step, the server's provably fair stream (house/provably-fair.ts:
 * HMAC-SHA256 keyed with the server seed over `clientSeed:nonce:cursor`, eight big-endian 32-bit words per
 * digest, rejection sampling) and its shuffle (house/poker/cards.ts: Fisher-Yates from the front), here with
 * WebCrypto. poker-deck.test.ts checks it against the server's functions.
 */
export type PokerDeck = NonNullable<ResponseOf<typeof housePokerVerify>['data']['deck']>;

export interface PokerSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const DECK_SIZE = 52;
const TWO_POW_32 = 2 ** 32;
const WORDS_PER_DIGEST = 8;

/** A card id (suit × 13 + rank, as the server numbers them) as the round shows it: "K♠", "10♦". */
export const cardLabel = (id: number) => `${RANKS[id % 13]!}${SUITS[Math.floor(id / 13)]!}`;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Whether this page can replay at all (WebCrypto exists on secure origins only). */
export const canReplay = () => Boolean(globalThis.crypto?.subtle);

/** One round's stream of whole numbers, as FairRng draws them. */
async function fairStream({ serverSeed, clientSeed, nonce }: PokerSeeds) {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let cursor = 0;
  let word = WORDS_PER_DIGEST;
  let digest = new DataView(new ArrayBuffer(0));
  const nextUint32 = async () => {
    if (word === WORDS_PER_DIGEST) {
      digest = new DataView(await crypto.subtle.sign('HMAC', key, utf8(`${clientSeed}:${nonce}:${cursor}`)));
      cursor += 1;
      word = 0;
    }
    return digest.getUint32(4 * word++, false);
  };
  /** A uniform whole number in [0, n): a word at or above the last multiple of n is drawn again. */
  return async (n: number) => {
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const u = await nextUint32();
      if (u < limit) return u % n;
    }
  };
}

/** The top `count` cards of the round's shuffled deck, in deal order. */
export async function shuffledTop(seeds: PokerSeeds, count: number): Promise<number[]> {
  const int = await fairStream(seeds);
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = 0; i < count && i < DECK_SIZE - 1; i++) {
    const j = i + (await int(DECK_SIZE - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, count);
}

/** Every card the seeds give a round of `game`, in the shape the server's verification answers. */
export async function replayDeck(game: HousePokerGame, seeds: PokerSeeds): Promise<PokerDeck> {
  if (game === 'videoPoker') {
    const top = (await shuffledTop(seeds, 10)).map(cardLabel);
    return { game, dealt: top.slice(0, 5), draws: top.slice(5) };
  }
  const top = (await shuffledTop(seeds, 9)).map(cardLabel);
  return {
    game,
    player: top.slice(0, 2),
    flop: top.slice(2, 5),
    turn: top[5]!,
    river: top[6]!,
    dealer: top.slice(7),
  };
}
