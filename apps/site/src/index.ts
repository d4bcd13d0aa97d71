// What Storybook pages and tests use from the site: the real route tree and the frame every page renders in.
export { AppRoutes, preloadPages } from './app/AppRoutes';
export { SiteFrame } from './app/SiteFrame';
export { App } from './app/App';
export { paths } from './config/paths';
export { NowProvider } from './lib/clock';
export { resetClientMemory } from './lib/client';
