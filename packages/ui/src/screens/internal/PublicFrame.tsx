// The frame of the public pages (articles and contact forms): the brand linking to the front page, the page in a
// readable column, and the footer's links to the other public pages. No member navigation: visitors see these too.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme as t } from '../../theme';
import { Brand } from './Brand';
import { PublicFooter } from './PublicFooter';
import type { PublicLink } from './PublicFooter';

export type { PublicLink };

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: linear-gradient(180deg, ${t.color.accent.subtle} 0%, ${t.color.canvas.default} 240px);
`;

const Header = styled.header`
  padding: ${t.space[4]};
  ${media.tablet} {
    padding: ${t.space[5]} ${t.space[7]};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${t.space[4]} ${t.space[4]} ${t.space[8]};
  ${media.tablet} {
    padding: ${t.space[6]} ${t.space[7]} ${t.space[8]};
  }
`;

export interface PublicFrameProps {
  /** The front page (visitors) or home (members). */
  homeHref: string;
  /** The other public pages, in the footer. */
  footerLinks: readonly PublicLink[];
  children: ReactNode;
}

export function PublicFrame({ homeHref, footerLinks, children }: PublicFrameProps) {
  return (
    <Page>
      <Header>
        <Brand href={homeHref} />
      </Header>
      <Main>{children}</Main>
      <PublicFooter links={footerLinks} />
    </Page>
  );
}
