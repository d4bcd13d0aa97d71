// The site's root: one QueryClient, global styles, the site frame and the routes. The router is given by the caller
// (BrowserRouter in main.tsx; a MemoryRouter in tests).
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle } from '@app/ui';
import { createQueryClient } from '../lib/react-query';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from './SiteFrame';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <SiteFrame>
        <AppRoutes />
      </SiteFrame>
    </QueryClientProvider>
  );
}
