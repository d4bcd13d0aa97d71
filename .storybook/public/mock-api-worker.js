// The service worker Storybook registers for MSW: MSW's own worker (mockServiceWorker.js, rewritten by msw's
// postinstall, so never edited here) behind one filter. MSW's worker hands every request of the page to the page's
// MSW client, which tries it against every handler of the story (parsing its URL and cookies for each) before letting
// it pass. Storybook's bundles, fonts and images are same-origin and never mocked; a story that loads the site's pages
// fetched over a hundred of them that way, which took seconds. They now go straight to the network. Requests to /api
// and to other origins still reach MSW (.storybook/msw.ts fails an unmocked /api request and warns of another origin).
addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const api = url.pathname === '/api' || url.pathname.startsWith('/api/');
  if (url.origin === self.location.origin && !api) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
