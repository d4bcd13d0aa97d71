// Declares the ui's fonts in index.html (runs in Node, in the build and the dev server): a `<link rel="preload">` for
// Inter's latin file (every page's text uses it, so the browser fetches it with the HTML) and the @font-face rules in
// a `<style>` of the head, which the server gives its response's CSP nonce. The build emits the files as assets; the
// dev server serves them from their packages. The rules stay out of styled-components (packages/ui/src/fonts.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fontFaceCss, fontFaces, preloadFontFile } from '../../../../packages/ui/src/fonts';
import type { FontFile } from '../../../../packages/ui/src/fonts';

export function declareFonts(): Plugin {
  const nodeModules = join(import.meta.dirname, '../../../../node_modules');
  const pathOf = new Map(
    fontFaces.map((face) => [face.file, join(nodeModules, face.package, 'files', face.file)]),
  );
  let building = false;
  return {
    name: 'declare-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building || this.environment.config.consumer !== 'client') return;
      for (const [file, path] of pathOf) {
        this.emitFile({ type: 'asset', name: file, source: readFileSync(path) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const emitted = new Map(
          Object.values(bundle ?? {}).flatMap((output) =>
            output.type === 'asset' ? output.names.map((name) => [name, output.fileName] as const) : [],
          ),
        );
        const urlOf = (file: FontFile) => {
          if (!bundle) return `/@fs${pathOf.get(file)}`;
          const fileName = emitted.get(file);
          if (!fileName) throw new Error(`declare-fonts: no ${file} in the bundle`);
          return `/${fileName}`;
        };
        return html.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="${urlOf(preloadFontFile)}" as="font" type="font/woff2" crossorigin />` +
            `\n    <style>${fontFaceCss(urlOf)}</style>`,
        );
      },
    },
  };
}
