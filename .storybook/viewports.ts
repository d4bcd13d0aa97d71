// The viewports of the Storybook toolbar, Chromatic modes and the local QA run: the theme's breakpoints. Plain data,
// imported from the tokens file itself (not '@app/ui', whose index pulls in React and CSS) so the QA run's Node side
// can use it too.
import { breakpoints } from '../packages/ui/src/theme/tokens.ts';

export const viewportSizes = {
  mobile: { width: breakpoints.mobile, height: 844 },
  tablet: { width: breakpoints.tablet, height: 1024 },
  desktop: { width: breakpoints.desktop, height: 800 },
} as const;
export type ViewportName = keyof typeof viewportSizes;
