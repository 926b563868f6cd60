import { launchGame, type BodyOf } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/** POST launch: the URL of the game to open (a signed, short-lived link). */
export function useLaunchGame() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof launchGame>) => (await call(launchGame, body)).data.url,
  });
}
