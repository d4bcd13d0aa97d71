import styled from 'styled-components';
import { flexAlign, spaceVar } from '../../internal/layout';
import type { Align, SpaceStep } from '../../internal/layout';

export const StyledStack = styled.div<{ $gap: SpaceStep; $align: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => spaceVar($gap)};
  align-items: ${({ $align }) => flexAlign($align)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
