import styled from 'styled-components';
import { theme as t } from '../../theme';

/** The password box and its show/hide button on one row. */
export const PasswordRow = styled.div`
  display: flex;
  gap: ${t.space[2]};
  min-width: 0;
  & > input {
    flex: 1;
    min-width: 0;
  }
  & > button {
    flex: none;
    min-height: 44px;
  }
`;

/**
 * The honeypot: off-screen rather than display:none, so form-filling bots still see a field to fill; hidden from
 * assistive tech by aria-hidden on the container and out of the tab order.
 */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const LoginLine = styled.p`
  margin: 0;
  text-align: center;
  color: ${t.color.fg.default};
`;
