export { Field, useFieldIds } from './Field';
export type { FieldControlProps, FieldLabelProps, FieldProps } from './Field';
