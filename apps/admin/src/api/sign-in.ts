import { staffLogin, staffTotp, type StaffLoginBody, type StaffTotpBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { keepSession } from './get-session';

/** Step 1: username and password → a ticket, and the TOTP secret when the account has none yet. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: async (body: StaffLoginBody) => (await call(staffLogin, body)).data,
  });
}

/** Step 2: the ticket and a 6-digit code → the session cookie (set by the server) and the session. */
export function useStaffTotp() {
  return useMutation({
    mutationFn: async (body: StaffTotpBody) => (await call(staffTotp, body)).data,
    onSuccess: (session) => keepSession(session),
  });
}
