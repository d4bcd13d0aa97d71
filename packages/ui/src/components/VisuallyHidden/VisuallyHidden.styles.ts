import styled, { css } from 'styled-components';

/** Hidden on screen, still read by screen readers. Exported so other styles can reuse the rule. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
