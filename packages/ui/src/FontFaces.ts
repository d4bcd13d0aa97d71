// The shipped fonts' @font-face rules as a global style, for a host that does not declare them in its HTML
// (Storybook). The site declares them in index.html instead (fonts.ts says why).
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoLatinExt from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-ext-wght-normal.woff2?url';
import monoLatin from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import { createGlobalStyle } from 'styled-components';
import type { FontFile } from './fonts';
import { fontFaceCss } from './fonts';

const urls: Record<FontFile, string> = {
  'inter-latin-ext-wght-normal.woff2': interLatinExt,
  'inter-latin-wght-normal.woff2': interLatin,
  'jetbrains-mono-latin-ext-wght-normal.woff2': monoLatinExt,
  'jetbrains-mono-latin-wght-normal.woff2': monoLatin,
};

export const FontFaces = createGlobalStyle`${fontFaceCss((file) => urls[file])}`;
