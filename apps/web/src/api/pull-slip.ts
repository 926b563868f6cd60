import { pullSlip } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** POST topup-api/pullslip {barcode}: the slip's QR text, read in the browser. */
export function usePullSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barcode: string) => call(pullSlip, { barcode }),
    onSuccess: () => refreshMoney(queryClient),
  });
}
