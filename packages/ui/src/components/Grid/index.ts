export { Grid } from './Grid';
export type { GridColumns, GridProps } from './Grid';
