/**
 * Ledger account addressing. An account id is readable and deterministic, so any module can name an
 * account without a lookup, and sorting ids gives every transaction the same row-lock order.
 */

/** The seven wallets of SPEC §3 `internalWallet`, one ledger account each per member. */
export const WALLET_KINDS = [
  'mainWallet',
  'gameWallet',
  'affiliateWallet',
  'cashbackWallet',
  'residualWallet',
  'prizeWallet',
  'spinWallet',
] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * The member's playable credit: the one balance games debit and credit, deposits land in and
 * withdrawals reserve from. SPEC §1 shows it on the member card as the game-wallet balance, and
 * SPEC §7 moves affiliate money "to game wallet".
 */
export const PLAYABLE_WALLET = 'gameWallet' satisfies WalletKind;

/**
 * THB amounts are satang; TICKET amounts are whole spin tickets. The asset is part of the foreign
 * key from a transfer to its accounts, so the database refuses a transfer that mixes them.
 */
export type Asset = 'THB' | 'TICKET';

export function assetOfWallet(wallet: WalletKind): Asset {
  return wallet === 'spinWallet' ? 'TICKET' : 'THB';
}

/**
 * House accounts: the other side of every member movement, so they may go negative.
 * `bank:<depositChannelId>` receives deposits, `payouts` pays withdrawals out, the *Expense accounts
 * fund what the site gives away, `partner:<name>` settles with a game partner, and `spinTickets`
 * issues spin tickets (the only TICKET house account).
 */
export type HouseName =
  | `bank:${string}`
  | 'payouts'
  | 'bonusExpense'
  | 'cashbackExpense'
  | 'affiliateExpense'
  | 'prizeExpense'
  // Item-code free credit: its own account, so a redeem never waits on bonusExpense (deposit lock order).
  | 'itemCodeExpense'
  // The other side of staff's manual credits and debits (modules/adjustments): what the operator gave or took.
  | 'adjustments'
  | `partner:${string}`
  | 'spinTickets';

export interface AccountRef {
  readonly id: string;
  readonly owner: 'member' | 'house';
  readonly memberId: string | null;
  /** Wallet kind for a member account, house name for a house account. */
  readonly name: string;
  readonly asset: Asset;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Checked before a uuid reaches SQL: a malformed one fails the statement and poisons the caller's transaction. */
export const isUuid = (s: string) => UUID.test(s);
const FIXED_HOUSE = new Set([
  'payouts',
  'bonusExpense',
  'cashbackExpense',
  'affiliateExpense',
  'prizeExpense',
  'itemCodeExpense',
  'adjustments',
  'spinTickets',
]);
const SUFFIX = /^[A-Za-z0-9_.-]{1,64}$/;

export function memberAccount(memberId: string, wallet: WalletKind): AccountRef {
  if (!UUID.test(memberId)) throw new Error(`ledger: not a member id: ${memberId}`);
  if (!WALLET_KINDS.includes(wallet)) throw new Error(`ledger: not a wallet kind: ${wallet}`);
  const id = memberId.toLowerCase();
  return {
    id: `member:${id}:${wallet}`,
    owner: 'member',
    memberId: id,
    name: wallet,
    asset: assetOfWallet(wallet),
  };
}

export function houseAccount(name: HouseName): AccountRef {
  const [prefix, suffix, ...rest] = name.split(':');
  const valid =
    FIXED_HOUSE.has(name) ||
    ((prefix === 'bank' || prefix === 'partner') &&
      suffix !== undefined &&
      SUFFIX.test(suffix) &&
      rest.length === 0);
  if (!valid) throw new Error(`ledger: not a house account: ${name}`);
  return {
    id: `house:${name}`,
    owner: 'house',
    memberId: null,
    name,
    asset: name === 'spinTickets' ? 'TICKET' : 'THB',
  };
}

/**
 * Physical shards of every house account (docs/decisions/020-sharded-house-accounts.md). A house account is a logical
 * name; each transfer touches one of its shards, picked from its idempotency key, so concurrent money
 * calls of one kind no longer queue on one row. Shard 0 keeps the id `house:<name>` (rows written before
 * sharding stay valid); shard k > 0 is `house:<name>#<k>` ('#' is outside every name's alphabet).
 * Changing the count is safe: repeats are recognised by key and compared by logical account.
 */
export const HOUSE_SHARDS = 128;

/** FNV-1a over the key's UTF-16 units: cheap, and the same on every machine and every run. */
export function shardOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % HOUSE_SHARDS;
}

function shardId(logicalId: string, shard: number) {
  return shard === 0 ? logicalId : `${logicalId}#${shard}`;
}

/** The account a movement keyed `key` really touches: its shard for a house account, else itself. */
export function onShard(ref: AccountRef, key: string): AccountRef {
  return ref.owner === 'house' ? { ...ref, id: shardId(ref.id, shardOf(key)) } : ref;
}

/** The ids of every shard of a house account. */
export function houseShardIds(name: HouseName): string[] {
  return shardIdsOf(houseAccount(name).id);
}

function shardIdsOf(id: string) {
  const logical = logicalAccountId(id);
  return Array.from({ length: HOUSE_SHARDS }, (_, k) => shardId(logical, k));
}

/** `ref`, and every shard of it when it is a house account. */
export function withAllShards(ref: AccountRef): AccountRef[] {
  return ref.owner === 'house' ? shardIdsOf(ref.id).map((id) => ({ ...ref, id })) : [ref];
}

/** The logical account of a stored account id: a house shard's id without its `#<k>`. */
export function logicalAccountId(id: string): string {
  return id.startsWith('house:') ? id.replace(/#\d+$/, '') : id;
}

/** All seven accounts of a member, in WALLET_KINDS order. */
export function memberAccounts(memberId: string): AccountRef[] {
  return WALLET_KINDS.map((wallet) => memberAccount(memberId, wallet));
}
