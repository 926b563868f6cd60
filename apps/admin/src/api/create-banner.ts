import { adminCreateBanner, type BannerInput } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { auditLogKey } from './get-audit-log';
import { call } from './client';
import { bannersKey } from './list-banners';
import { queryClient } from './query-client';

/** The list and the audit log change with every banner saved or deleted. */
export const invalidateBanners = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bannersKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);

/** A new banner on a picture already uploaded (its `imageId`). */
export function useCreateBanner() {
  return useMutation({
    mutationFn: (input: BannerInput) => call(adminCreateBanner, input),
    onSuccess: () => invalidateBanners(),
  });
}
