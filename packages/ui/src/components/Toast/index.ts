export { Toast } from './Toast';
export type { ToastAction, ToastProps, ToastTone } from './Toast';
export { ToastProvider, useToast, DEFAULT_TOAST_DURATION, MAX_VISIBLE_TOASTS } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps } from './ToastProvider';
