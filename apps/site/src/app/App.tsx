// The site's root: global styles, the site frame and the routes. The router is given by the caller (BrowserRouter
// in main.tsx; a MemoryRouter in tests and stories). The data layer (react-query) loads with the member area.
import { GlobalStyle } from '@app/ui';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from './SiteFrame';

export function App() {
  return (
    <>
      <GlobalStyle />
      <SiteFrame>
        <AppRoutes />
      </SiteFrame>
    </>
  );
}
