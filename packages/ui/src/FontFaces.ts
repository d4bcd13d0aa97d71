// The Inter @font-face rules as a global style, for a host that does not declare them in its HTML (Storybook). The
// site declares them in index.html instead (fonts.ts says why).
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { createGlobalStyle } from 'styled-components';
import type { InterFontFile } from './fonts';
import { interFontFaceCss } from './fonts';

const urls: Record<InterFontFile, string> = {
  'inter-latin-ext-wght-normal.woff2': interLatinExt,
  'inter-latin-wght-normal.woff2': interLatin,
};

export const FontFaces = createGlobalStyle`${interFontFaceCss((file) => urls[file])}`;
