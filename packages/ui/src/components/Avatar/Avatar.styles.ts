import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Root = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  border-radius: ${t.radii.round};
  background: ${t.color.accent.subtle};
  user-select: none;

  &[data-size='xs'] {
    width: 24px;
    height: 24px;
    font-size: 10px;
  }
  &[data-size='sm'] {
    width: 32px;
    height: 32px;
    font-size: ${t.font.size.xs};
  }
  &[data-size='md'] {
    width: 40px;
    height: 40px;
    font-size: ${t.font.size.sm};
  }
  &[data-size='lg'] {
    width: 56px;
    height: 56px;
    font-size: ${t.font.size.lg};
  }
  &[data-size='xl'] {
    width: 96px;
    height: 96px;
    font-size: ${t.font.size.xxl};
  }
`;

/** Over the initials, which show through until the photo has loaded. */
export const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border-radius: inherit;
  object-fit: cover;
`;

export const Fallback = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: inherit;
  border: 1px solid ${t.color.accent.muted};
  color: ${t.color.accent.fg};
  font-weight: ${t.font.weight.semibold};
  line-height: 1;
`;
