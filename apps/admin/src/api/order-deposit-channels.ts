import { adminOrderDepositChannels } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { depositChannelsKey } from './get-deposit-channels';
import { queryClient } from './query-client';
import { invalidateChannels } from './save-deposit-channel';

/** Saves the display order of every channel at once; the answer is the list in its new order. */
export function useOrderDepositChannels() {
  return useMutation({
    mutationFn: (ids: string[]) => call(adminOrderDepositChannels, { ids }),
    onSuccess: ({ data }) => queryClient.setQueryData(depositChannelsKey, data),
    // A 409 (another staff member added a channel) is answered by reading the list again.
    onSettled: () => invalidateChannels(),
  });
}
