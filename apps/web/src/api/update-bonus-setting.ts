import { updateBonusSetting } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { promotionsQueryOptions } from './get-promotions';
import { userQueryKey } from './get-user';

/**
 * POST users/setting {isBonus}; the user info is reloaded afterwards (SPEC §4), and the member's promotion
 * list, whose cards say whether the member can take each one (the choice is part of it).
 */
export function useUpdateBonusSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBonus: boolean) => call(updateBonusSetting, { isBonus }),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: promotionsQueryOptions(true).queryKey }),
      ]),
  });
}
