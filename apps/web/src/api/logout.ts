import { logout } from '@chokdee/contracts';
import { clearSession } from '../lib/session';
import { call } from './client';
import { queryClient } from './query-client';

/** Sign-out (SPEC §4): revoke the token on the server, forget token and user, back to the landing page. */
export async function signOut() {
  try {
    await call(logout);
  } catch {
    // Already expired or offline: the local session is dropped all the same.
  }
  clearSession();
  queryClient.clear();
  window.location.assign('/');
}
