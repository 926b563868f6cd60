import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only a lost connection is worth retrying; a 4xx answer will not change.
      retry: (count, err) => err instanceof ApiError && err.status === 0 && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
