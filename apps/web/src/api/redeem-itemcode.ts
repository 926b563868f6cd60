import { redeemItemCode, type BodyOf } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** POST itemcode/redeem: free credit into the game wallet; the server's message is what the member sees. */
export function useRedeemItemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof redeemItemCode>) => call(redeemItemCode, body),
    onSuccess: () => refreshMoney(queryClient),
  });
}
