import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

// A flat muted shape; when the member allows motion, a highlight sweeps across it.
export const Block = styled.span`
  display: block;
  flex: none;
  background-color: ${theme.color.neutral.muted};
  border-radius: ${theme.radii.sm};

  @media (prefers-reduced-motion: no-preference) {
    background-image: linear-gradient(
      90deg,
      transparent 25%,
      ${theme.color.canvas.subtle} 50%,
      transparent 75%
    );
    background-size: 200% 100%;
    background-repeat: no-repeat;
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }

  &[data-variant='circle'] {
    border-radius: ${theme.radii.round};
  }
  &[data-variant='rect'] {
    border-radius: ${theme.radii.md};
  }
`;

/** One skeleton line per text line: the box is a full line tall, the bar inside it is text-height. */
export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  width: 100%;
`;

export const Line = styled.span`
  display: flex;
  align-items: center;
  height: calc(1em * ${theme.font.lineHeight.normal});

  & > ${Block} {
    width: 100%;
    height: 0.8em;
  }
  &:last-child:not(:first-child) > ${Block} {
    width: 60%;
  }
`;
