// The footer of the public pages (the front page, articles, contact forms): links to the other public pages.
import styled from 'styled-components';
import { Cluster } from '../../components/Cluster';
import { Link } from '../../components/Link';
import { media, theme as t } from '../../theme';

export interface PublicLink {
  label: string;
  href: string;
}

const Footer = styled.footer`
  padding: ${t.space[5]} ${t.space[4]};
  border-top: 1px solid ${t.color.border.muted};
  ${media.tablet} {
    padding: ${t.space[5]} ${t.space[7]};
  }
`;

/** Nothing when there are no links. `className` lets a page tint it (the front page). */
export function PublicFooter({ links, className }: { links: readonly PublicLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <Footer className={className}>
      <nav aria-label="About and help">
        <Cluster as="ul" gap={4}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} tone="muted" standalone>
                {link.label}
              </Link>
            </li>
          ))}
        </Cluster>
      </nav>
    </Footer>
  );
}
