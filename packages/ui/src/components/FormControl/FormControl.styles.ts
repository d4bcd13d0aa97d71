import styled from 'styled-components';
import { theme as t } from '../../theme';
import { visuallyHiddenCss } from '../VisuallyHidden';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  min-width: 0;

  /* Checkbox, Radio: the control sits before the label; hint and error line up under the label. */
  &[data-layout='inline'],
  &[data-layout='inline-end'] {
    display: grid;
    column-gap: ${t.space[3]};
    row-gap: 2px;
    align-items: center;
  }
  &[data-layout='inline'] {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'control label' '. hint' '. error' '. footer';
  }
  /* Switch: settings-row style, label first and the control at the end. */
  &[data-layout='inline-end'] {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label control' 'hint .' 'error .' 'footer .';
  }
`;

export const Label = styled.label`
  grid-area: label;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.fg.default};
  overflow-wrap: anywhere;
  [data-layout^='inline'] > & {
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.regular};
    cursor: pointer;
  }
  &[data-hidden] {
    ${visuallyHiddenCss}
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${t.color.danger.fg};
`;

export const Hint = styled.p`
  grid-area: hint;
  margin: 0;
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.muted};
`;

export const ControlSlot = styled.div`
  grid-area: control;
  display: flex;
  min-width: 0;
`;

export const ErrorText = styled.p`
  grid-area: error;
  display: flex;
  gap: ${t.space[1]};
  align-items: flex-start;
  margin: 0;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  color: ${t.color.danger.fg};
  & > svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

export const Footer = styled.div`
  grid-area: footer;
`;
