import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
  max-width: 960px;
  min-width: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  min-width: 0;
`;

export const WheelPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[4]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.subtle};

  /* The controls under the wheel: the double-spin switch comes before the wheel's Spin button in the DOM (so it is
     reached first with Tab) but is shown below it; the error comes last. */
  & > [data-below-wheel] {
    order: 1;
    width: min(100%, 420px);
  }
  & > [data-below-wheel='last'] {
    order: 2;
  }
`;

export const OutcomeBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;
