import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { theme } from '../../theme';
import { tabLook, tabRow } from './TabsNav.styles';

export { Count } from './TabsNav.styles';

export const List = styled(RadixTabs.List)`
  ${tabRow}
`;

export const Trigger = styled(RadixTabs.Trigger)`
  ${tabLook}
`;

export const Panel = styled(RadixTabs.Content)`
  padding-top: ${theme.space[4]};

  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;
