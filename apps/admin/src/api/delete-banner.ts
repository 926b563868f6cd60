import { adminDeleteBanner } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateBanners } from './create-banner';

/** Takes a banner down for good (its picture stays, for other banners). */
export function useDeleteBanner() {
  return useMutation({
    mutationFn: (id: string) => call(adminDeleteBanner, undefined, { params: { id } }),
    onSettled: () => invalidateBanners(),
  });
}
