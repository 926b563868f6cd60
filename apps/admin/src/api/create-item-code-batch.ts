import { adminCreateItemCodeBatch, type AdminCreateItemCodeBatchBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { itemCodeBatchesKey } from './get-item-code-batches';
import { queryClient } from './query-client';

/** Generates a batch of single-use codes; the batches list is read again. */
export function useCreateItemCodeBatch() {
  return useMutation({
    mutationFn: (body: AdminCreateItemCodeBatchBody) => call(adminCreateItemCodeBatch, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemCodeBatchesKey }),
  });
}
