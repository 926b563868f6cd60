import { adminPutConfig, type SiteConfig } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, isAwaitingApproval } from './client';
import { siteConfigKey, siteConfigQuery } from './get-site-config';
import { queryClient } from './query-client';

export type RewardRates = Pick<SiteConfig, 'cashBack' | 'Affiliate'>;

/**
 * Saves the cashback and affiliate settings through the site config call: the rest of the config is the
 * server's copy read just now, so a setting another screen changed meanwhile is kept, not overwritten.
 */
export function useSaveRewardRates() {
  return useMutation({
    mutationFn: async (rates: RewardRates) => {
      const current = await queryClient.fetchQuery({ ...siteConfigQuery, staleTime: 0 });
      return call(adminPutConfig, { ...current, cashBack: rates.cashBack, Affiliate: rates.Affiliate });
    },
    // A raise waiting for approval changed nothing yet (or only the rest): the refetch below shows it.
    onSuccess: (answer) => {
      if (!isAwaitingApproval(answer)) queryClient.setQueryData(siteConfigKey, answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteConfigKey }),
  });
}
