import type { AriaAttributes, ReactNode } from 'react';
import { StyledLink } from './Link.styles';
import type { LinkTone } from './Link.styles';
import { useLinkComponent } from './LinkProvider';

export type LinkProps = {
  href: string;
  children: ReactNode;
  tone?: LinkTone;
  /** Navigation-style link (no underline until hover); inline links in text keep the underline. */
  standalone?: boolean;
  className?: string;
  'aria-current'?: AriaAttributes['aria-current'];
};

/** Router-agnostic link: renders the component given to LinkProvider (a plain <a> by default). */
export function Link({ tone = 'accent', standalone = false, ...rest }: LinkProps) {
  const component = useLinkComponent();
  return <StyledLink as={component} $tone={tone} $standalone={standalone} {...rest} />;
}
