import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Page = styled.div`
  max-width: 560px;
  margin-inline: auto;
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${t.radii.round};
  background-color: ${t.color.success.subtle};
  color: ${t.color.success.fg};
`;

/** Label and value pairs (plan, amount, date...), one per line. */
export const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  margin: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${t.space[2]};
    padding-block-end: ${t.space[3]};
    border-bottom: 1px solid ${t.color.border.muted};
  }
  dt {
    color: ${t.color.fg.muted};
  }
  dd {
    margin: 0;
    font-weight: ${t.font.weight.semibold};
    overflow-wrap: anywhere;
    text-align: end;
  }
`;
