// Shared: login settings and the sign-in security mails both name browsers.
// Names the browser of a session from its User-Agent, as a member would ("Firefox on Android"): enough to recognise
// their own devices in login settings, no fingerprinting library for it. Order matters: Edge and Opera say
// "Chrome" too, and Chrome says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

export function browserName(userAgent: string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} on ${system}` : browser;
}
