// What `react-router` is in the server build (vite.ssr.config.ts points the site's imports here): the real package,
// with a Navigate that records its target instead of navigating in an effect (redirects.tsx).
export * from 'react-router';
export { Navigate } from './redirects';
