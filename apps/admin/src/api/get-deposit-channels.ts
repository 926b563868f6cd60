import { adminListDepositChannels } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const depositChannelsKey = ['deposit-channels'] as const;

export const depositChannelsQuery = queryOptions({
  queryKey: depositChannelsKey,
  queryFn: async ({ signal }) => (await call(adminListDepositChannels, undefined, { signal })).data,
});

/** Every receiving channel, active or not, in the order members see them. */
export const useDepositChannels = () => useQuery(depositChannelsQuery);
