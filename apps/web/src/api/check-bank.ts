import { checkBank, type BodyOf } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/** Registration step 2: the account holder's names and the bank token for signup. */
export function useCheckBank() {
  return useMutation({ mutationFn: (body: BodyOf<typeof checkBank>) => call(checkBank, body) });
}
