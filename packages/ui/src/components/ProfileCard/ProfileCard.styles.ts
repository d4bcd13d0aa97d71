import styled, { css, keyframes } from 'styled-components';
import { PHOTO_CARD_DELAY_MS } from '@app/contract';
import { theme as t } from '../../theme';
import { IconButton } from '../IconButton';
import { Link } from '../Link';

// The card and its skeleton share these boxes, so a loading grid has exactly the size of the loaded one (CLS).

export const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  overflow: hidden;
  transition: box-shadow ${t.motion.duration.normal} ${t.motion.easing.standard};

  &:hover {
    box-shadow: ${t.shadow.md};
  }
`;

const appear = keyframes`from { opacity: 0; }`;

/**
 * The photo appears PHOTO_CARD_DELAY_MS after its card (SPEC point 9), fading in; with reduced motion, or on a card
 * whose host says its photo is already on screen (PhotoFadeInContext), it is simply there. Only opacity changes, so
 * the card's size never moves (CLS).
 */
export const Media = styled.div<{ $fadeIn: boolean }>`
  position: relative;
  ${({ $fadeIn }) =>
    $fadeIn &&
    css`
      @media (prefers-reduced-motion: no-preference) {
        & > :first-child {
          animation: ${appear} ${t.motion.duration.normal} ${t.motion.easing.standard}
            ${PHOTO_CARD_DELAY_MS}ms backwards;
        }
      }
    `}
`;

/** Over the photo's bottom-right corner, above the card-wide link. */
export const LikeSlot = styled.div`
  position: absolute;
  right: ${t.space[2]};
  bottom: ${t.space[2]};
  z-index: 1;
`;

export const LikeButton = styled(IconButton)`
  box-shadow: ${t.shadow.sm};
  &[aria-pressed='true'] {
    color: ${t.color.accent.emphasis};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  padding: ${t.space[3]};
`;

/** One line tall at md size (1.5 line height), like a skeleton text line. */
export const NameRow = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  margin: 0;
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.normal};
`;

/** The name links to the profile; its ::after stretches over the whole card, so the card is one big target. */
export const NameLink = styled(Link)`
  display: block;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${t.color.fg.default};
  font-weight: inherit;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${t.radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: ${t.focusRing.outline};
    outline-offset: -2px;
  }
`;

export const Age = styled.span`
  flex: none;
  white-space: pre;
`;

/** Verified seal and online dot after the age. */
export const Marks = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${t.space[1]};
  margin-left: ${t.space[1]};
  &:empty {
    display: none;
  }
`;

export const Line = styled.p`
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  line-height: ${t.font.lineHeight.normal};

  &[data-size='sm'] {
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  }
  &[data-size='xs'] {
    font-size: ${t.font.size.xs};
    color: ${t.color.fg.subtle};
  }
`;

/** Actions other than like (e.g. Unblock), above the card-wide link. */
export const ActionRow = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${t.space[2]};
`;

/** The photo's box while loading: the same 3:4 frame the Photo uses. */
export const PhotoPlaceholder = styled.div`
  aspect-ratio: 3 / 4;
  width: 100%;
  & > [data-variant='rect'] {
    border-radius: 0;
  }
`;
