import { adminPutConfig, type SiteConfig } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, isAwaitingApproval } from './client';
import { siteConfigKey, siteConfigQuery } from './get-site-config';
import { queryClient } from './query-client';

/**
 * Replaces the site config with the form's values. Maintenance has its own switch (save-maintenance.ts) and
 * the cashback and affiliate rates their own screen (rewards), so those are taken from the server's copy
 * read just now, never from a form opened before they changed; this form edits only their images.
 */
export function useSaveSiteConfig() {
  return useMutation({
    mutationFn: async (edited: SiteConfig) => {
      const current = await queryClient.fetchQuery({ ...siteConfigQuery, staleTime: 0 });
      const { Maintenance, MaintenanceMessage, MaintenanceUntil, cashBack, Affiliate } = current;
      return call(adminPutConfig, {
        ...edited,
        Maintenance,
        MaintenanceMessage,
        MaintenanceUntil,
        cashBack: { ...cashBack, Image: edited.cashBack.Image },
        Affiliate: { ...Affiliate, Image: edited.Affiliate.Image },
      });
    },
    // A raise waiting for approval changed nothing yet (or only the rest): the refetch below shows it.
    onSuccess: (answer) => {
      if (!isAwaitingApproval(answer)) queryClient.setQueryData(siteConfigKey, answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteConfigKey }),
  });
}
