// Storybook toolbar viewports and Chromatic modes, from the theme's breakpoints (viewports.ts), so a designer,
// Chromatic and the local QA run (tests/visual) look at the same widths.
import type { ViewportMap } from 'storybook/viewport';
import { viewportSizes } from './viewports';

const px = (size: { width: number; height: number }) => ({
  width: `${size.width}px`,
  height: `${size.height}px`,
});
const { mobile, tablet, desktop } = viewportSizes;

/** Stories pin one with `globals: { viewport: { value: 'mobile', isRotated: false } }`. */
export const viewports = {
  mobile: { name: `Mobile (${mobile.width})`, styles: px(mobile), type: 'mobile' },
  tablet: { name: `Tablet (${tablet.width})`, styles: px(tablet), type: 'tablet' },
  desktop: { name: `Desktop (${desktop.width})`, styles: px(desktop), type: 'desktop' },
} satisfies ViewportMap;

/** Chromatic snapshots every story once per mode. A story opts out with `chromatic: { modes: { mobile: { disable: true } } }`. */
export const allModes = {
  mobile: { viewport: mobile.width },
  desktop: { viewport: desktop.width },
} as const;
