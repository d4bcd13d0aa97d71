// Public API of @app/ui. One export line per component folder (UI-B appends its own lines below).
export * from './theme';
export { GlobalStyle } from './GlobalStyle';
