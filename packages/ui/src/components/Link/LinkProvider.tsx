import { createContext, useContext } from 'react';
import type { AriaAttributes, ComponentType, ReactNode } from 'react';

/** What the site supplies: usually a thin wrapper over its router's link. */
export type LinkComponent = ComponentType<{
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: AriaAttributes['aria-current'];
}>;

/** Default: a plain anchor, so ui renders without any router. */
export const PlainLink: LinkComponent = ({ href, className, children, 'aria-current': ariaCurrent }) => (
  <a href={href} className={className} aria-current={ariaCurrent}>
    {children}
  </a>
);

const LinkContext = createContext<LinkComponent>(PlainLink);

export type LinkProviderProps = { component: LinkComponent; children: ReactNode };

/** Lets the site (or Storybook) decide how every ui link navigates. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

export const useLinkComponent = () => useContext(LinkContext);
