import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;

/** A ring with one accent quarter; sizes are fixed so the spinner never shifts layout. */
export const Ring = styled.span`
  display: block;
  flex: none;
  border-style: solid;
  border-color: ${theme.color.neutral.muted};
  border-top-color: ${theme.color.accent.emphasis};
  border-radius: ${theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  &[data-size='sm'] {
    width: 16px;
    height: 16px;
    border-width: 2px;
  }
  &[data-size='md'] {
    width: 24px;
    height: 24px;
    border-width: 3px;
  }
  &[data-size='lg'] {
    width: 40px;
    height: 40px;
    border-width: 4px;
  }
`;
