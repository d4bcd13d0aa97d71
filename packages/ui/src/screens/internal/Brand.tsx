// The product's name and mark, linking to the given page (landing for visitors, home for members).
import styled from 'styled-components';
import { useLinkComponent } from '../../components/Link';
import { theme as t } from '../../theme';
import { visuallyHiddenCss } from '../../components/VisuallyHidden';

export const BRAND_NAME = 'Spark';

const StyledBrand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  color: ${t.color.fg.default};
  font-size: ${t.font.size.xl};
  font-weight: ${t.font.weight.bold};
  text-decoration: none;
  border-radius: ${t.radii.sm};

  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

/** The name beside the mark; `compact` keeps it for screen readers only below the tablet width. */
const Name = styled.span`
  @media (max-width: ${t.breakpoints.tablet - 0.02}px) {
    &[data-compact] {
      ${visuallyHiddenCss}
    }
  }
`;

const Mark = styled.svg`
  width: 32px;
  height: 32px;
  flex: none;
`;

export function BrandMark() {
  return (
    <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" style={{ fill: t.color.accent.emphasis }} />
      <path
        d="M16 25.5s-9-5.6-9-11.6A4.9 4.9 0 0 1 16 11a4.9 4.9 0 0 1 9 2.9c0 6-9 11.6-9 11.6z"
        fill="#fff"
      />
    </Mark>
  );
}

/**
 * The name is the link's accessible name. `compact` (a crowded header): on narrow screens only the mark shows, the
 * name stays for screen readers.
 */
export function Brand({ href, compact = false }: { href: string; compact?: boolean }) {
  const component = useLinkComponent();
  return (
    <StyledBrand as={component} href={href}>
      <BrandMark />
      <Name data-compact={compact ? '' : undefined}>{BRAND_NAME}</Name>
    </StyledBrand>
  );
}
