export { tokens, palette } from './tokens';
export type { Tokens } from './tokens';
export { theme, semanticTokens, cssVariables, reducedMotionCssVariables, rootCss, media } from './theme';
export type { AppTheme, SemanticTokens } from './theme';
export { contrastPairs, contrastRatio } from './contrast';
export type { ContrastPair } from './contrast';
