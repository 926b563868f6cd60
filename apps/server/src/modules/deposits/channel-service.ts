import type { DepositChannelInput } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import {
  insertChannel,
  listActiveChannels,
  listChannels,
  updateChannel,
  type ChannelRow,
} from './channel-repo';
import { isMemberAccount } from './member-repo';
import { channelFor, receivingAccount, toAdminChannel, toChannelRow, toChannelView } from './channels';

/**
 * How long a process answers the bank feed and slips from its copy of the channel list: reading the
 * list cost every deposit a round trip. Only an account the copy knows is answered from it; any other
 * re-reads the list first, so a new channel is never missed (docs/DECISIONS.md "Deposits").
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

    async listForMembers() {
      return (await listActiveChannels(db)).map(toChannelView);
    },

    async listForOperator() {
      return (await listChannels(db)).map(toAdminChannel);
    },

    async create(input: DepositChannelInput) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row));
      const created = await insertChannel(db, row).catch(takenByParallelWrite);
      cached = undefined;
      return toAdminChannel(created);
    },

    async update(id: string, input: DepositChannelInput) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row), id);
      const updated = await updateChannel(db, id, row).catch(takenByParallelWrite);
      if (!updated) throw fail('NOT_FOUND', 'notFound');
      cached = undefined;
      return toAdminChannel(updated);
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
