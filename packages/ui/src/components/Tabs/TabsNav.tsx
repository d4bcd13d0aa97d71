import type { ReactNode } from 'react';
import { Count, NavLink, NavList } from './TabsNav.styles';

export interface TabsNavItem {
  href: string;
  label: ReactNode;
  count?: number;
}

export interface TabsNavProps {
  /** Names the navigation landmark ("Matches"). */
  label: string;
  items: TabsNavItem[];
  /** href of the page being shown; that link gets aria-current="page". */
  currentHref: string;
}

/**
 * Tabs that are links to routes: a <nav> of ordinary links (Tab moves between them, no arrow-key handling), the
 * current one marked aria-current="page". Looks like Tabs; navigation goes through the site's LinkProvider.
 */
export function TabsNav({ label, items, currentHref }: TabsNavProps) {
  return (
    <nav aria-label={label}>
      <NavList>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              standalone
              aria-current={item.href === currentHref ? 'page' : undefined}
            >
              {item.label}
              {item.count !== undefined && <Count>{item.count}</Count>}
            </NavLink>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
