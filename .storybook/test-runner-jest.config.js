// Ejected @storybook/test-runner Jest config (found here because it sits in the Storybook config dir): Debian's
// Chromium instead of a downloaded browser, and a stable rendering setup for screenshots.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../tests/chromium.js';

const base = getJestConfig();

export default {
  ...base,
  // Generous: the machine is shared and a story's render, play, axe and two screenshots must not race a timeout. A
  // timed-out story's page is replaced before the next story (test-runner.ts), and run.mjs tries that story once more.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath,
        headless: true,
        args: [
          ...chromiumArgs,
          // Same pixels on every machine.
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
