// The link at the top of a screen back to where it was opened from ("← Inbox"). The arrow is an icon, not the "←"
// character: the font files the ui ships (Inter's latin and latin-ext) have no arrows, so the character was drawn with
// a font of the machine's, and screenshots differed between machines.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../components/Link';
import { theme as t } from '../theme';
import { Icon } from './icons';

const Arrow = styled(Icon)`
  display: inline-block;
  margin-right: ${t.space[1]};
  vertical-align: -0.125em;
`;

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} standalone>
      <Arrow name="arrowLeft" />
      {children}
    </Link>
  );
}
