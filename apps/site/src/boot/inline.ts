// The inline loader's entry: the build bundles this file alone (vite-plugin.ts) and writes it into index.html, with
// the build's manifest in place of __BOOT_MANIFEST__.
import { startLoader } from './loader';
import type { LoaderManifest } from './loader';

declare const __BOOT_MANIFEST__: LoaderManifest;

startLoader(__BOOT_MANIFEST__);
