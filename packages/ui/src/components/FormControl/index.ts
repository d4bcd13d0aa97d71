export { FormControl, useFormControlForwardedProps, useFormControlIds } from './FormControl';
export type {
  FormControlForwardedProps,
  FormControlLabelProps,
  FormControlLayout,
  FormControlProps,
} from './FormControl';
