import { createContext, useContext } from 'react';

export type RadioGroupState = {
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export const RadioGroupContext = createContext<RadioGroupState | null>(null);
export const useRadioGroup = () => useContext(RadioGroupContext);
