import { logoutAll } from '@chokdee/contracts';
import { clearSession } from '../lib/session';
import { call } from './client';
import { queryClient } from './query-client';

/**
 * Signs out on every device, this one included (the caller then opens the login screen). A failure leaves
 * the session as it was and is thrown for the screen to show; the other devices meet a 401 at their next call.
 */
export async function signOutEverywhere() {
  await call(logoutAll);
  clearSession();
  queryClient.clear();
}
