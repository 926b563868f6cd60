import {
  adminCreateDepositChannel,
  adminUpdateDepositChannel,
  type DepositChannelInput,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { auditLogKey } from './get-audit-log';
import { call } from './client';
import { depositChannelsKey } from './get-deposit-channels';
import { queryClient } from './query-client';

/** The list and the audit log change with every channel saved. */
export const invalidateChannels = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: depositChannelsKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);

/** Adds a channel (no `id`) or replaces one whole (its `id`): switching on/off is a replace too. */
export function useSaveDepositChannel() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: DepositChannelInput }) =>
      id
        ? call(adminUpdateDepositChannel, input, { params: { id } })
        : call(adminCreateDepositChannel, input),
    // Settled: a refusal (a number another channel took meanwhile) may mean the list is stale.
    onSettled: () => invalidateChannels(),
  });
}
