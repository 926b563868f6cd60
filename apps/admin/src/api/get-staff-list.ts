import { adminListStaff } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const staffListKey = ['staff-list'] as const;

export const staffListQuery = queryOptions({
  queryKey: staffListKey,
  queryFn: async ({ signal }) => (await call(adminListStaff, undefined, { signal })).data,
});

/** Every staff account (owner only); `enabled: false` for a role that may not list them. */
export const useStaffList = (enabled = true) => useQuery({ ...staffListQuery, enabled });
