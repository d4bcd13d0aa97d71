// Text drawn with a font the page did not ship, found in the browser. Such text is drawn with whatever fonts the
// machine has installed (a generic family such as monospace, serif or system-ui, or a named system font), so its
// screenshots differ from one machine to the next. The QA run (tests/visual/screenshots.ts) evaluates
// `findFontFaults` once a story has settled and fails the story on any fault; font-check.test.ts proves each rule in
// Chromium.
//
// `findFontFaults` is sent to the page as source (page.evaluate): it must stay self-contained (no imports, no
// module-level values, no helpers outside its body).

type FontFaultKind = 'font-not-shipped' | 'glyph-not-shipped' | 'font-not-loaded';

export interface FontFault {
  kind: FontFaultKind;
  /** The element's tag and the family its text asks for first. */
  element: string;
  /** The text, to find it on screen. */
  text: string;
  detail: string;
}

/**
 * Runs in the page. Each visible text (text nodes, and the value or placeholder of form fields) is checked against
 * the first family of its element's font-family, which must be one the page declares with @font-face (in
 * `document.fonts`):
 * - font-not-shipped: the first family is not declared (a generic or system family, a typo);
 * - glyph-not-shipped: a character lies outside the unicode-range of every face of that family, so the browser draws
 *   it with the next family of the stack, a system font;
 * - font-not-loaded: the face that covers it did not load (a missing file).
 */
export function findFontFaults(options: { maxFaults?: number } = {}): FontFault[] {
  const maxFaults = options.maxFaults ?? 8;
  const faults: FontFault[] = [];
  const seen = new Set<string>();

  const unquote = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2');
  const rangesOf = (unicodeRange: string): [number, number][] =>
    unicodeRange.split(',').map((part) => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
      // A wildcard range (U+4??) spans its lowest to its highest code point.
      const low = parseInt(from.replace(/\?/g, '0'), 16);
      const high = parseInt((to ?? from).replace(/\?/g, 'F'), 16);
      return [low, high];
    });

  const faces = new Map<string, { ranges: [number, number][]; status: string }[]>();
  document.fonts.forEach((face) => {
    const family = unquote(face.family);
    faces.set(family, [
      ...(faces.get(family) ?? []),
      { ranges: rangesOf(face.unicodeRange), status: face.status },
    ]);
  });

  const firstFamily = (el: Element) => unquote(getComputedStyle(el).fontFamily.split(',')[0] ?? '');
  const clip = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
  };
  /** `key`: what makes a fault new (the family, the character, the face). */
  const add = (
    kind: FontFaultKind,
    key: string,
    el: Element,
    family: string,
    text: string,
    detail: string,
  ) => {
    if (seen.has(key) || faults.length >= maxFaults) return;
    seen.add(key);
    faults.push({ kind, element: `${el.tagName.toLowerCase()} (${family})`, text: clip(text), detail });
  };

  const check = (el: Element, text: string) => {
    const family = firstFamily(el);
    const familyFaces = faces.get(family);
    if (!familyFaces) {
      add(
        'font-not-shipped',
        `family ${family}`,
        el,
        family,
        text,
        `font-family starts with "${family}", which the page does not declare with @font-face`,
      );
      return;
    }
    for (const char of text) {
      if (/\s/.test(char)) continue;
      const code = char.codePointAt(0) ?? 0;
      const face = familyFaces.findIndex((f) => f.ranges.some(([low, high]) => code >= low && code <= high));
      const codePoint = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
      const status = familyFaces[face]?.status;
      if (face < 0)
        add(
          'glyph-not-shipped',
          `char ${family} ${code}`,
          el,
          family,
          text,
          `"${char}" (${codePoint}) is in no face of "${family}": a system font draws it`,
        );
      else if (status !== 'loaded')
        add(
          'font-not-loaded',
          `face ${family} ${face}`,
          el,
          family,
          text,
          `the face of "${family}" for ${codePoint} is ${status ?? 'missing'}`,
        );
    }
  };

  const skipped = '#storybook-docs, script, style, template, noscript, title';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest(skipped)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    check(parent, text);
  }
  for (const field of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field.closest(skipped) || !field.checkVisibility({ visibilityProperty: true })) continue;
    const text = `${field.value} ${field.placeholder}`;
    if (text.trim() && !['checkbox', 'radio', 'range', 'color', 'file', 'hidden'].includes(field.type))
      check(field, text);
  }
  return faults;
}

/** The faults as lines for a failure message. */
export function formatFontFaults(faults: readonly FontFault[]): string {
  return faults.map((f) => `  - ${f.kind}: ${f.element} "${f.text}": ${f.detail}`).join('\n');
}
