import type { DepositChannelInput } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { insertChannel, listActiveChannels, listChannels, updateChannel } from './channel-repo';
import { receivingAccount, toAdminChannel, toChannelRow, toChannelView } from './channels';

/** Receiving channels: what members see in the deposit dialog, and the operator's list to manage them. */
export function createChannelService(db: Db) {
  /**
   * The bank feed finds a transfer's channel by the receiving account alone, so two channels must never
   * share one (checked here; operators edit channels rarely and one at a time).
   */
  async function refuseTakenAccount(account: string, exceptId?: string) {
    const taken = (await listChannels(db)).some((c) => c.id !== exceptId && receivingAccount(c) === account);
    if (taken) throw fail('CONFLICT', 'depositChannelTaken');
  }

  return {
    async listForMembers() {
      return (await listActiveChannels(db)).map(toChannelView);
    },

    async listForOperator() {
      return (await listChannels(db)).map(toAdminChannel);
    },

    async create(input: DepositChannelInput) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row));
      return toAdminChannel(await insertChannel(db, row));
    },

    async update(id: string, input: DepositChannelInput) {
      const row = toChannelRow(input);
      await refuseTakenAccount(receivingAccount(row), id);
      const updated = await updateChannel(db, id, row);
      if (!updated) throw fail('NOT_FOUND', 'notFound');
      return toAdminChannel(updated);
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
