import styled from 'styled-components';
import { media } from '../../theme';

// Static CSS; each instance sets its column counts (or minimum item width) and gap as inline custom properties.
export const StyledGrid = styled.div`
  display: grid;
  gap: var(--grid-gap);
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='columns'] {
    grid-template-columns: repeat(var(--grid-columns-mobile), minmax(0, 1fr));
    ${media.tablet} {
      grid-template-columns: repeat(var(--grid-columns-tablet), minmax(0, 1fr));
    }
    ${media.desktop} {
      grid-template-columns: repeat(var(--grid-columns-desktop), minmax(0, 1fr));
    }
  }
  &[data-layout='auto'] {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--grid-min-item-width)), 1fr));
  }
`;
