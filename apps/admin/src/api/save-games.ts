import { adminPutGames, type AdminGameEntry } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { gamesKey } from './get-games';
import { queryClient } from './query-client';

/** Replaces the whole catalogue (the server's PUT takes every entry; one left out is removed). */
export function useSaveGames() {
  return useMutation({
    mutationFn: (games: AdminGameEntry[]) => call(adminPutGames, { games }),
    onSuccess: ({ data }) => queryClient.setQueryData(gamesKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKey }),
  });
}
