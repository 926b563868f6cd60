import { rotateWheelSeeds, spinWheel, verifyWheelSpin } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { wheelQueryKey } from './get-wheel';

/** SPEC §9: the spin call goes out about 1 s after the click. */
export const SPIN_CALL_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST spins {OpenBox:'box_1'}: the server spends a ticket and draws the prize. The caller refreshes
 * balances once the wheel has stopped, so the card does not give the result away before the wheel.
 */
export function useSpinWheel() {
  return useMutation({
    mutationFn: async () => {
      await wait(SPIN_CALL_DELAY_MS);
      return call(spinWheel, { OpenBox: 'box_1' });
    },
  });
}

/** POST seeds: reveals the current server seed and commits a new one. */
export function useRotateWheelSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(rotateWheelSeeds, {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wheelQueryKey }),
  });
}

/** POST verify: the server replays a revealed spin from its seeds. */
export function useVerifyWheelSpin() {
  return useMutation({
    mutationFn: async (spinId: string) => (await call(verifyWheelSpin, { spinId })).data,
  });
}
