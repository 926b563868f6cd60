import {
  adminCreatePromotion,
  adminUpdatePromotion,
  type AdminCreatePromotionBody,
  type AdminUpdatePromotionBody,
} from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { promotionsKey } from './get-promotions';
import { queryClient } from './query-client';

export type SavePromotion =
  { id: null; body: AdminCreatePromotionBody } | { id: string; body: AdminUpdatePromotionBody };

/** Creates a promotion (no id) or changes one; the list is read again either way. */
export function useSavePromotion() {
  return useMutation({
    mutationFn: (save: SavePromotion) =>
      save.id === null
        ? call(adminCreatePromotion, save.body)
        : call(adminUpdatePromotion, save.body, { params: { id: save.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
