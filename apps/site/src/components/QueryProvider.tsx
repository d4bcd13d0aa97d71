// Provides the site's QueryClient, unless one is already provided (Storybook gives every story a fresh one).
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { siteQueryClient } from '../lib/react-query';

export function QueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={siteQueryClient}>{children}</QueryClientProvider>;
}
