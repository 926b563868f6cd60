import { adminUpdateStaff, type AdminUpdateStaffBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateStaff } from './create-staff';

/** Changes an account's role, disables (ending its sessions) or enables it, or lifts its TOTP lock. */
export function useUpdateStaff() {
  return useMutation({
    mutationFn: ({ id, ...body }: AdminUpdateStaffBody & { id: string }) =>
      call(adminUpdateStaff, body, { params: { id } }),
    // Settled: a refusal (the last owner) may mean the list is stale.
    onSettled: () => invalidateStaff(),
  });
}
