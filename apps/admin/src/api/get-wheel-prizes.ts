import { adminGetWheelPrizes } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const wheelPrizesKey = ['wheel-prizes'] as const;

export const wheelPrizesQuery = queryOptions({
  queryKey: wheelPrizesKey,
  queryFn: async ({ signal }) => (await call(adminGetWheelPrizes, undefined, { signal })).data,
});

/** The prize table with the server's figures (credit per spin against what a ticket costs). */
export const useWheelPrizes = () => useQuery(wheelPrizesQuery);
