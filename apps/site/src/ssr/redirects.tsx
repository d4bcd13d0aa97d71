// Server rendering cannot follow a <Navigate> (it navigates in an effect, which never runs on the server). The
// server build replaces react-router's Navigate with this one (react-router-server.ts): it records where the page
// would go, so the server answers that request with a redirect to the same place the browser would have gone.
import { createContext, useContext } from 'react';
import type { NavigateProps } from 'react-router';
import { createPath, useResolvedPath } from 'react-router';

/** The redirects a render asked for, first one first. */
export const RedirectsContext = createContext<string[] | null>(null);

export function Navigate({ to, relative }: NavigateProps) {
  const redirects = useContext(RedirectsContext);
  const target = createPath(useResolvedPath(to, { relative }));
  redirects?.push(target);
  return null;
}
