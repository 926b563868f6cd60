import { checkPhone, type BodyOf } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/** Registration step 1: is the phone number valid and free? */
export function useCheckPhone() {
  return useMutation({ mutationFn: (body: BodyOf<typeof checkPhone>) => call(checkPhone, body) });
}
