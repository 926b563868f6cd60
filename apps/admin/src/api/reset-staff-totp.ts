import { adminResetStaffTotp } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateStaff } from './create-staff';

/** Clears an account's 2FA (a lost phone): its sessions end and its next sign-in enrols again. */
export function useResetStaffTotp() {
  return useMutation({
    mutationFn: (id: string) => call(adminResetStaffTotp, undefined, { params: { id } }),
    onSettled: () => invalidateStaff(),
  });
}
