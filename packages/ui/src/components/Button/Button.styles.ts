import styled, { css, keyframes } from 'styled-components';
import { theme as t } from '../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

// Shared by Button and IconButton: variants and sizes are static CSS keyed on data attributes, so rendering a button
// never computes new styles.
export const buttonBase = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  border: 1px solid transparent;
  border-radius: ${t.radii.pill};
  font-family: inherit;
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    border-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    transform ${t.motion.duration.fast} ${t.motion.easing.standard};

  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &:active:not(:disabled, [aria-disabled='true']) {
    transform: scale(0.98);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }

  &[data-variant='primary'] {
    background-color: ${t.color.accent.emphasis};
    color: ${t.color.fg.onEmphasis};
  }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    background-color: ${t.color.accent.fg};
  }
  &[data-variant='secondary'] {
    background-color: ${t.color.canvas.default};
    border-color: ${t.color.border.default};
    color: ${t.color.fg.default};
  }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background-color: ${t.color.canvas.inset};
  }
  &[data-variant='danger'] {
    background-color: ${t.color.danger.emphasis};
    color: ${t.color.fg.onEmphasis};
  }
  &[data-variant='danger']:hover:not(:disabled, [aria-disabled='true']) {
    background-color: ${t.color.danger.fg};
  }
  &[data-variant='ghost'] {
    background-color: transparent;
    color: ${t.color.accent.fg};
  }
  &[data-variant='ghost']:hover:not(:disabled, [aria-disabled='true']) {
    background-color: ${t.color.accent.subtle};
  }
`;

export const StyledButton = styled.button<{ $fullWidth: boolean }>`
  ${buttonBase}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  /* A label longer than the space wraps inside the button instead of pushing it out of its container. */
  max-width: 100%;
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: center;

  &[data-size='sm'] {
    min-height: 32px;
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
  }
  &[data-size='md'] {
    min-height: 40px;
    padding: 0 ${t.space[4]};
    font-size: ${t.font.size.md};
  }
  &[data-size='lg'] {
    min-height: 48px;
    padding: 0 ${t.space[5]};
    font-size: ${t.font.size.lg};
  }
  &[data-size] {
    padding-block: ${t.space[1]};
  }
`;

/** The label stays in the accessibility tree while loading (opacity, not visibility), keeping the button's width. */
export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  [aria-busy='true'] > & {
    opacity: 0;
  }
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${t.radii.round};
  animation: ${spin} 0.7s linear infinite;
`;
