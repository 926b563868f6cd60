import { adminUpdateBanner, type BannerInput } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateBanners } from './create-banner';

/** Replaces a banner whole: its picture, title, link, schedule and order. */
export function useUpdateBanner() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BannerInput }) =>
      call(adminUpdateBanner, input, { params: { id } }),
    // Settled: a refusal (a banner deleted meanwhile) may mean the list is stale.
    onSettled: () => invalidateBanners(),
  });
}
