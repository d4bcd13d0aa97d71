// "Now" for rules that depend on the date (ads for profiles older than 15 days). Pages read it from context so
// Storybook and tests can pin it to the mocks' fixed date and render the same on any day.
import { createContext, useContext } from 'react';

const NowContext = createContext<() => Date>(() => new Date());

export const NowProvider = NowContext;
export const useNow = () => useContext(NowContext);
