// The site's root: the site frame and the routes. The router is given by the caller (BrowserRouter in main.tsx; a
// MemoryRouter in tests and stories). The data layer (react-query) loads with the member area. The global styles are
// in index.html (src/boot/global-styles-plugin.ts): every page has them before its code, and a server page keeps them
// as it hydrates.
import { AppRoutes } from './AppRoutes';
import { SiteFrame } from './SiteFrame';

export function App() {
  return (
    <SiteFrame>
      <AppRoutes />
    </SiteFrame>
  );
}
