// The site's root: global styles, the site frame and the routes. The router is given by the caller (BrowserRouter
// in main.tsx; a MemoryRouter in tests and stories). The data layer (react-query) loads with the member area.
import { GlobalStyle } from '@app/ui';
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from './SiteFrame';

/**
 * `globalStyle` false: the page the server rendered already holds the global styles, and styled-components keeps them
 * as it takes over the server's style tags. Rendered again while hydrating, GlobalStyle would compile its rules and
 * put them back (removing them first), restyling the whole page inside the hydration's commit.
 */
export function App({ globalStyle = true }: { globalStyle?: boolean }) {
  return (
    <>
      {globalStyle && <GlobalStyle />}
      <SiteFrame>
        <AppRoutes />
      </SiteFrame>
    </>
  );
}
