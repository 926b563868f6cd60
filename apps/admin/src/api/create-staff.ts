import { adminCreateStaff, type AdminCreateStaffBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { auditLogKey } from './get-audit-log';
import { staffListKey } from './get-staff-list';
import { queryClient } from './query-client';

/** Adds a staff account; its first sign-in enrols its authenticator app. */
export function useCreateStaff() {
  return useMutation({
    mutationFn: (body: AdminCreateStaffBody) => call(adminCreateStaff, body),
    onSuccess: () => invalidateStaff(),
  });
}

/** The list and the audit log both change with every staff action. */
export const invalidateStaff = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffListKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);
