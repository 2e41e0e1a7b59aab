import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The browser's one client, and a fresh one for each page the server renders. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
