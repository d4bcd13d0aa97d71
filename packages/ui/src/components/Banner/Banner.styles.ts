import styled from 'styled-components';
import { media, theme } from '../../theme';

export const Root = styled.section`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
  border: 1px solid;
  border-radius: ${theme.radii.md};
  color: ${theme.color.fg.default};

  &[data-tone='info'] {
    background: ${theme.color.accent.subtle};
    border-color: ${theme.color.accent.muted};
    --banner-icon: ${theme.color.accent.fg};
  }
  &[data-tone='success'] {
    background: ${theme.color.success.subtle};
    border-color: ${theme.color.success.muted};
    --banner-icon: ${theme.color.success.fg};
  }
  &[data-tone='warning'] {
    background: ${theme.color.warning.subtle};
    border-color: ${theme.color.warning.muted};
    --banner-icon: ${theme.color.warning.fg};
  }
  &[data-tone='danger'] {
    background: ${theme.color.danger.subtle};
    border-color: ${theme.color.danger.muted};
    --banner-icon: ${theme.color.danger.fg};
  }
`;

export const IconSlot = styled.span`
  display: flex;
  padding-top: 2px;
  color: var(--banner-icon);
`;

/** Text and action stack on mobile; the action moves beside the text from tablet up. */
export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;

  ${media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[4]};
  }
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const Title = styled.h2`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  padding-top: 2px;
`;

export const Body = styled.div`
  font-size: ${theme.font.size.sm};
`;

export const Action = styled.div`
  flex: none;
`;

/** Keeps the dismiss button from stretching the banner: it overlaps the padding instead. */
export const Dismiss = styled.div`
  margin: -${theme.space[1]} -${theme.space[1]} -${theme.space[1]} 0;
`;
