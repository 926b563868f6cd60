import { reloadGameWallet } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** The member card's reload button: brings credit back from a transfer-style game, then refetches. */
export function useReloadWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(reloadGameWallet),
    // Refetch even on failure: part of the credit may have moved.
    onSettled: () => refreshMoney(queryClient),
  });
}
