import styled from 'styled-components';
import { flexAlign, spaceVar } from '../../internal/layout';
import type { Align, Justify, SpaceStep } from '../../internal/layout';

export const StyledCluster = styled.div<{
  $gap: SpaceStep;
  $align: Align;
  $justify: Justify;
  $wrap: boolean;
}>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap }) => spaceVar($gap)};
  align-items: ${({ $align }) => flexAlign($align)};
  justify-content: ${({ $justify }) => flexAlign($justify)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
