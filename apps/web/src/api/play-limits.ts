import {
  confirmPlayLimit,
  getPlayLimits,
  getPlaySession,
  putPlayLimits,
  takePlayBreak,
  type BodyOf,
  type PlayLimitField,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

export const playLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['play-limits'],
    queryFn: async () => (await call(getPlayLimits)).data,
    staleTime: 10_000,
  });

/** GET play-limits: the member's limits, the raises waiting, the deposit room left and the running break. */
export function usePlayLimits() {
  const token = useToken();
  return useQuery({ ...playLimitsQueryOptions(), enabled: token !== null });
}

/** PUT play-limits, POST play-limits/confirm and POST play-break: each answers the limits, kept as they come. */
export function usePlayLimitChanges() {
  const queryClient = useQueryClient();
  const keep = (answer: { data: unknown }) =>
    queryClient.setQueryData(playLimitsQueryOptions().queryKey, answer.data as never);
  return {
    set: useMutation({
      mutationFn: (body: BodyOf<typeof putPlayLimits>) => call(putPlayLimits, body),
      onSuccess: keep,
    }),
    confirm: useMutation({
      mutationFn: (field: PlayLimitField) => call(confirmPlayLimit, { field }),
      onSuccess: keep,
    }),
    takeBreak: useMutation({
      mutationFn: (body: BodyOf<typeof takePlayBreak>) => call(takePlayBreak, body),
      onSuccess: keep,
    }),
  };
}

/** GET play-session: the running session's numbers, for the reality check (components/reality-check.tsx). */
export const loadPlaySession = async () => (await call(getPlaySession)).data;
