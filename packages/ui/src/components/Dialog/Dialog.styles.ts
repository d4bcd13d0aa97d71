import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { media, theme } from '../../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// Animations run on open only: on close the animation name goes back to `none`, so Radix unmounts at once and a
// dialog can never be left waiting for an animationend. Durations come from the theme and are 0ms under reduced motion.
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.overlay};
  background: ${theme.color.backdrop};

  &[data-state='open'] {
    animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  }
`;

export const Content = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.modal};
  margin: auto;
  display: flex;
  flex-direction: column;
  width: calc(100% - 2 * ${theme.space[4]});
  height: fit-content;
  max-height: calc(100dvh - 2 * ${theme.space[4]});
  border-radius: ${theme.radii.lg};
  background: ${theme.color.canvas.overlay};
  color: ${theme.color.fg.default};
  box-shadow: ${theme.shadow.lg};

  &[data-size='sm'] {
    max-width: 24rem;
  }
  &[data-size='md'] {
    max-width: 32rem;
  }
  &[data-size='lg'] {
    max-width: 44rem;
  }
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
  &[data-state='open'] {
    animation: ${rise} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} 0 ${theme.space[5]};

  ${media.tablet} {
    padding: ${theme.space[5]} ${theme.space[5]} 0 ${theme.space[6]};
  }
`;

export const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  /* Leaves room for the close button without shifting the title. */
  padding-top: ${theme.space[1]};
`;

export const Title = styled(RadixDialog.Title)`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const Description = styled(RadixDialog.Description)`
  color: ${theme.color.fg.muted};
`;

export const Body = styled.div`
  padding: ${theme.space[4]} ${theme.space[5]};
  overflow-y: auto;
  overscroll-behavior: contain;

  ${media.tablet} {
    padding: ${theme.space[4]} ${theme.space[6]};
  }

  &:empty {
    padding: ${theme.space[2]} 0 0;
  }
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: -2px;
  }
`;

/** Buttons stack full width on mobile (primary on top) and sit in a row, primary last, from tablet up. */
export const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};
  padding: 0 ${theme.space[5]} ${theme.space[5]};

  & > * {
    width: 100%;
  }

  ${media.tablet} {
    & > * {
      width: auto;
    }
    flex-direction: row;
    justify-content: flex-end;
    gap: ${theme.space[3]};
    padding: 0 ${theme.space[6]} ${theme.space[5]};
  }
`;
