// App-wide base styles (globalCss.ts) as a styled-components global style, for a host that does not write them into
// its HTML (Storybook's decorator). Render once at the root.
// The fonts' @font-face rules are not here: see fonts.ts (FontFaces renders them where the host does not).
import { createGlobalStyle } from 'styled-components';
import { globalCss } from './globalCss';

export const GlobalStyle = createGlobalStyle`${globalCss}`;
