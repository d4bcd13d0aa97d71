import { createContext, useContext } from 'react';

/** The slot's error, so the widget inside can point at it instead of repeating it. */
interface CaptchaSlotState {
  /** The id of the slot's error message; undefined when there is no error. */
  errorId?: string;
}

export const CaptchaSlotContext = createContext<CaptchaSlotState | null>(null);
export const useCaptchaSlot = () => useContext(CaptchaSlotContext);
