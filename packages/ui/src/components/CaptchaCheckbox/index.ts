export { CaptchaCheckbox } from './CaptchaCheckbox';
export type { CaptchaCheckboxProps } from './CaptchaCheckbox';
export { CaptchaSlot } from './CaptchaSlot';
export type { CaptchaSlotProps } from './CaptchaSlot';
