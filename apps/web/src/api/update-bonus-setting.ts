import { updateBonusSetting } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { userQueryKey } from './get-user';

/** POST users/setting {isBonus}; the user info is reloaded afterwards (SPEC §4). */
export function useUpdateBonusSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBonus: boolean) => call(updateBonusSetting, { isBonus }),
    onSuccess: () => queryClient.refetchQueries({ queryKey: userQueryKey }),
  });
}
