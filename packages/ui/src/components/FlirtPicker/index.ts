export { FlirtPicker } from './FlirtPicker';
export type { FlirtPickerProps } from './FlirtPicker';
