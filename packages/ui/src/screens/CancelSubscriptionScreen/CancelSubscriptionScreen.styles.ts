import styled from 'styled-components';
import { media, theme as t } from '../../theme';

/** The cancel form and (beside it on wider screens, below it on a phone) the one retention offer. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[4]};
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const OfferCard = styled.aside`
  display: grid;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  border: 1px dashed ${t.color.accent.emphasis};
  border-radius: ${t.radii.lg};
  background: ${t.color.accent.subtle};
`;
