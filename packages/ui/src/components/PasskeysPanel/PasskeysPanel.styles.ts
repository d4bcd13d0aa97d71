import styled from 'styled-components';
import { theme as t } from '../../theme';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

export const Item = styled.li`
  display: grid;
  gap: ${t.space[3]};
  padding: ${t.space[3]} 0;
  border-top: 1px solid ${t.color.border.muted};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

/** The passkey's name and dates beside its buttons, the buttons going under them when the row is narrow. */
export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[2]} ${t.space[3]};
`;

export const Details = styled.div`
  display: grid;
  gap: ${t.space[1]};
  min-width: 0;
  /* A long name given by a password manager wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;

export const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
`;

/** The question before a passkey is removed: it takes the focus, so it can be read before the buttons. */
export const Confirm = styled.div`
  display: grid;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border: 1px solid ${t.color.danger.muted};
  border-radius: ${t.radii.md};
  background-color: ${t.color.danger.subtle};

  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;
