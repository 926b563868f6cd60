import type { DepositChannelInput } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { audit, type AuditWho } from '../staff';
import {
  insertChannel,
  listChannels,
  listChannelsShownTo,
  lockAllChannels,
  lockChannel,
  setDisplayOrder,
  updateChannel,
  type ChannelRow,
} from './channel-repo';
import { isMemberAccount } from './member-repo';
import { channelFor, receivingAccount, toAdminChannel, toChannelRow, toChannelView } from './channels';

/**
 * How long a process answers the bank feed and slips from its copy of the channel list: reading the
 * list cost every deposit a round trip. Only an account the copy knows is answered from it; any other
 * re-reads the list first, so a new channel is never missed (docs/decisions/009-short-per-process-copies.md).
 */
const CHANNEL_CACHE_MS = 3000;

/** Receiving channels: what members see in the deposit dialog, and the operator's list to manage them. */
export function createChannelService(db: Db) {
  let cached: { channels: ChannelRow[]; at: number } | undefined;

  async function reload() {
    const channels = await listChannels(db);
    cached = { channels, at: Date.now() };
    return channels;
  }

  /**
   * The bank feed finds a transfer's channel by the receiving account alone, so two channels must never
   * share one (checked here, on the database's list; operators edit channels rarely and one at a time).
   */
  async function refuseTakenAccount(account: string, exceptId?: string) {
    const taken = (await listChannels(db)).some((c) => c.id !== exceptId && receivingAccount(c) === account);
    if (taken) throw fail('CONFLICT', 'depositChannelTaken');
    // A member holding the number is either its real owner or a hunter who registered it first: either way
    // the operator must look before money sent from it is treated as the site's own (docs/ABUSE.md 6).
    if (await isMemberAccount(db, account)) throw fail('CONFLICT', 'depositChannelMemberAccount');
  }

  /** Two parallel writes of one number both pass the check above; the unique index refuses the second. */
  function takenByParallelWrite(err: unknown): never {
    if (uniqueViolation(err) === 'deposit_channels_receiving_number_key')
      throw fail('CONFLICT', 'depositChannelTaken');
    throw err;
  }

  return {
    /**
     * The channel receiving `toAccount` (active or not: the money arrived), or undefined when it is none
     * of ours. A miss re-reads the list unless this process read it at or after `freshSince`, so a batch
     * that passes its start reads the list at most once however many of its transfers are not ours.
     */
    async receiving(toAccount: string, freshSince = Date.now()): Promise<ChannelRow | undefined> {
      const copy = cached && Date.now() - cached.at < CHANNEL_CACHE_MS ? cached : undefined;
      const known = copy && channelFor(copy.channels, toAccount);
      if (known) return known;
      if (copy && copy.at >= freshSince) return undefined;
      return channelFor(await reload(), toAccount);
    },

    /** The deposit dialog's list: active channels, without those hidden from a member who never deposited. */
    async listForMember(memberId: string) {
      return (await listChannelsShownTo(db, memberId)).map(toChannelView);
    },

    async listForOperator() {
      return (await listChannels(db)).map(toAdminChannel);
    },

    /**
     * The audit entry keeps the channel whole, account number included: the site's own receiving accounts
     * are not member data, and which account money was sent to is what a later dispute asks.
     */
    async create(input: DepositChannelInput, who: AuditWho) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row));
      const created = await db
        .transaction(async (tx) => {
          const channel = toAdminChannel(await insertChannel(tx, row));
          await audit(tx, {
            ...who,
            action: 'channels.create',
            target: `channel:${channel.id}`,
            after: channel,
          });
          return channel;
        })
        .catch(takenByParallelWrite);
      cached = undefined;
      return created;
    },

    async update(id: string, input: DepositChannelInput, who: AuditWho) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row), id);
      const updated = await db
        .transaction(async (tx) => {
          const before = await lockChannel(tx, id);
          if (!before) throw fail('NOT_FOUND', 'notFound');
          const channel = toAdminChannel((await updateChannel(tx, id, row))!);
          await audit(tx, {
            ...who,
            action: 'channels.update',
            target: `channel:${id}`,
            before: toAdminChannel(before),
            after: channel,
          });
          return channel;
        })
        .catch(takenByParallelWrite);
      cached = undefined;
      return updated;
    },

    /**
     * Every channel in the order of `ids`, which must name each stored channel exactly once (else 409: the
     * list on screen is stale). All rows are locked first, so two reorders queue and each entry's `before`
     * is the order it replaced. The same order again writes nothing and no entry.
     */
    async reorder(ids: readonly string[], who: AuditWho) {
      const ordered = await db.transaction(async (tx) => {
        const rows = await lockAllChannels(tx);
        const stored = new Set(rows.map((r) => r.id));
        if (ids.length !== stored.size || !ids.every((id) => stored.has(id)))
          throw fail('CONFLICT', 'depositChannelOrderStale');
        const before = rows.map((r) => r.id);
        const unchanged = rows.every((r, i) => r.id === ids[i] && r.sortOrder === i);
        if (unchanged) return rows;
        await setDisplayOrder(tx, ids);
        await audit(tx, {
          ...who,
          action: 'channels.order',
          target: 'channels:order',
          before: { ids: before },
          after: { ids: [...ids] },
        });
        return listChannels(tx);
      });
      cached = undefined;
      return ordered.map(toAdminChannel);
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
