import { addFavouriteGame, removeFavouriteGame } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { favouriteGamesQueryOptions } from './get-favourite-games';

/**
 * The heart on a tile: PUT adds, DELETE removes; both answer the whole list, which replaces the cached one
 * (so the row and every heart agree with the server, whichever press reached it last).
 */
export function useToggleFavouriteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ch, on }: { ch: string; on: boolean }) =>
      (await call(on ? addFavouriteGame : removeFavouriteGame, { ch })).data,
    onSuccess: (list) => queryClient.setQueryData(favouriteGamesQueryOptions().queryKey, list),
  });
}
