import { css } from 'styled-components';
import { theme as t } from '../../theme';

// The label, hint and error parts live with FormControl; re-exported for the fields that compose them by hand (Radio).
export { ErrorText, Hint, Label, RequiredMark } from '../FormControl/FormControl.styles';

/** Box styles shared by TextField, TextArea and Select. */
export const textControlCss = css`
  width: 100%;
  min-height: 44px;
  padding: ${t.space[2]} ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radii.md};
  background: ${t.color.canvas.default};
  color: ${t.color.fg.default};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  transition: border-color ${t.motion.duration.fast} ${t.motion.easing.standard};

  &::placeholder {
    color: ${t.color.fg.subtle};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${t.color.fg.muted};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: 0;
    border-color: ${t.color.accent.fg};
  }
  &[aria-invalid='true'] {
    border-color: ${t.color.danger.emphasis};
    border-width: 2px;
    padding: calc(${t.space[2]} - 1px) calc(${t.space[3]} - 1px);
  }
  &:disabled {
    cursor: not-allowed;
    background: ${t.color.canvas.inset};
    color: ${t.color.fg.muted};
  }
`;

const checkMark = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7.5'/%3E%3C/svg%3E")`;

/** Shared by Checkbox, Radio and Switch: a native input restyled, still focusable and form-submittable. */
const choiceBaseCss = css`
  appearance: none;
  flex: none;
  margin: 0;
  border: 2px solid ${t.color.border.default};
  background: ${t.color.canvas.default};
  cursor: pointer;
  transition:
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    border-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    box-shadow ${t.motion.duration.fast} ${t.motion.easing.standard};
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &:checked {
    border-color: ${t.color.accent.emphasis};
    background-color: ${t.color.accent.emphasis};
  }
  &[aria-invalid='true'] {
    border-color: ${t.color.danger.emphasis};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const checkboxCss = css`
  ${choiceBaseCss}
  width: 22px;
  height: 22px;
  border-radius: ${t.radii.sm};
  &:checked {
    background-image: ${checkMark};
    background-size: 100%;
  }
`;

export const radioCss = css`
  ${choiceBaseCss}
  width: 22px;
  height: 22px;
  border-radius: ${t.radii.round};
  &:checked {
    box-shadow: inset 0 0 0 4px ${t.color.canvas.default};
  }
`;

export const switchCss = css`
  ${choiceBaseCss}
  position: relative;
  width: 44px;
  height: 26px;
  border-radius: ${t.radii.pill};
  background: ${t.color.border.default};
  border-color: transparent;
  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: ${t.radii.round};
    background: ${t.color.canvas.default};
    box-shadow: ${t.shadow.sm};
    transition: transform ${t.motion.duration.normal} ${t.motion.easing.emphasized};
  }
  &:checked::before {
    transform: translateX(18px);
  }
`;
