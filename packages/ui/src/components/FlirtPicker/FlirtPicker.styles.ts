import styled from 'styled-components';
import { theme as t } from '../../theme';
import { Button } from '../Button';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
`;

export const List = styled.ul`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A flirt's text can be long: it wraps inside the button instead of overflowing on a phone. */
export const FlirtButton = styled(Button)`
  width: 100%;
  justify-content: flex-start;
  min-height: 44px;
  padding-block: ${t.space[2]};
  white-space: normal;
  text-align: start;
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  margin: 0;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  &[data-tone='success'] {
    color: ${t.color.success.fg};
  }
  &[data-tone='danger'] {
    color: ${t.color.danger.fg};
  }
`;
