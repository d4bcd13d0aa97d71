// Viewports shared by the Storybook toolbar, Chromatic modes and the local QA run (tests/visual): the theme's
// breakpoints, so a designer, Chromatic and QA all look at the same widths.
import { tokens } from '@app/ui';

const { mobile, tablet, desktop } = tokens.breakpoints;

export const viewports = {
  mobile: { name: `Mobile (${mobile})`, styles: { width: `${mobile}px`, height: '844px' }, type: 'mobile' },
  tablet: { name: `Tablet (${tablet})`, styles: { width: `${tablet}px`, height: '1024px' }, type: 'tablet' },
  desktop: {
    name: `Desktop (${desktop})`,
    styles: { width: `${desktop}px`, height: '800px' },
    type: 'desktop',
  },
} as const;

/** Chromatic snapshots every story once per mode. A story opts out with `chromatic: { modes: { mobile: { disable: true } } }`. */
export const allModes = {
  mobile: { viewport: mobile },
  desktop: { viewport: desktop },
} as const;
