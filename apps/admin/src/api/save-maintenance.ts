import { adminPutMaintenance, type AdminPutMaintenanceBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { siteConfigKey } from './get-site-config';
import { queryClient } from './query-client';

/** Switches maintenance mode on or off; the answer is the whole config as stored. */
export function useSaveMaintenance() {
  return useMutation({
    mutationFn: (body: AdminPutMaintenanceBody) => call(adminPutMaintenance, body),
    onSuccess: ({ data }) => queryClient.setQueryData(siteConfigKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteConfigKey }),
  });
}
