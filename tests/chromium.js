// Debian's Chromium, the one browser every browser suite uses (nothing here downloads its own), and the flags it runs
// headless with on this kind of machine (../shared/TOOLCHAIN.md). Plain JS so configs of every kind can import it.
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
