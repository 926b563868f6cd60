import { describe, expect, it } from 'vitest';
import {
  assetOfWallet,
  HOUSE_SHARDS,
  houseAccount,
  houseShardIds,
  logicalAccountId,
  memberAccount,
  memberAccounts,
  onShard,
  WALLET_KINDS,
} from './accounts';

const MEMBER = '0b8f3a4e-3c1d-4f55-9a1e-1f2d3c4b5a69';

describe('ledger account addressing', () => {
  it('names a member wallet deterministically, with its asset', () => {
    expect(memberAccount(MEMBER, 'gameWallet')).toEqual({
      id: `member:${MEMBER}:gameWallet`,
      owner: 'member',
      memberId: MEMBER,
      name: 'gameWallet',
      asset: 'THB',
    });
    expect(memberAccount(MEMBER.toUpperCase(), 'gameWallet').id).toBe(`member:${MEMBER}:gameWallet`);
    expect(memberAccount(MEMBER, 'spinWallet').asset).toBe('TICKET');
  });

  it('gives every member the seven SPEC wallets, only spin tickets outside THB', () => {
    expect(memberAccounts(MEMBER).map((a) => a.name)).toEqual([...WALLET_KINDS]);
    expect(WALLET_KINDS.filter((w) => assetOfWallet(w) === 'TICKET')).toEqual(['spinWallet']);
  });

  it('names house accounts and refuses made-up ones', () => {
    expect(houseAccount('payouts')).toMatchObject({
      id: 'house:payouts',
      owner: 'house',
      memberId: null,
      asset: 'THB',
    });
    expect(houseAccount(`bank:${MEMBER}`).id).toBe(`house:bank:${MEMBER}`);
    expect(houseAccount('partner:HOUSE').id).toBe('house:partner:HOUSE');
    expect(houseAccount('spinTickets').asset).toBe('TICKET');
    for (const bad of ['bank:', 'partner:a:b', 'partner:has space', 'casino', 'bank:x'.repeat(20)]) {
      expect(() => houseAccount(bad as never)).toThrow(/not a house account/);
    }
  });

  it('refuses a member id that is not a uuid, so it never reaches SQL', () => {
    expect(() => memberAccount('42', 'gameWallet')).toThrow(/not a member id/);
    expect(() => memberAccount(MEMBER, 'bankWallet' as never)).toThrow(/not a wallet kind/);
  });

  it('puts a house side on the shard its key picks, the same for every repeat; members stay whole', () => {
    const bank = houseAccount('bank:main');
    const ids = Array.from({ length: 2_000 }, (_, i) => onShard(bank, `deposit:${i}`).id);
    expect(onShard(bank, 'deposit:7')).toEqual({ ...bank, id: ids[7] });
    // Shard 0 is the account's own id (rows from before sharding), the others `#<k>`; all are used.
    expect(new Set(ids)).toEqual(new Set(houseShardIds('bank:main')));
    expect(houseShardIds('bank:main')).toHaveLength(HOUSE_SHARDS);
    expect(houseShardIds('bank:main')[0]).toBe('house:bank:main');
    expect(ids.map(logicalAccountId)).toEqual(ids.map(() => 'house:bank:main'));
    const wallet = memberAccount(MEMBER, 'gameWallet');
    expect(onShard(wallet, 'deposit:7')).toBe(wallet);
    expect(logicalAccountId(wallet.id)).toBe(wallet.id);
  });
});
