// Layout faults of a rendered page, found in the browser. The QA run (tests/visual/screenshots.ts, from the test-runner's
// postVisit hook) evaluates `findLayoutFaults` at every width before the screenshot and fails the story on any fault;
// layout-check.test.ts proves each rule on small pages in Chromium.
//
// `findLayoutFaults` is sent to the page as source (page.evaluate): it must stay self-contained (no imports, no
// module-level values, no helpers outside its body).

type LayoutFaultKind = 'page-wider-than-viewport' | 'control-clipped' | 'control-covered' | 'text-overflow';

export interface LayoutFault {
  kind: LayoutFaultKind;
  /** A CSS path to the element, from the nearest ancestor with an id. */
  selector: string;
  /** The element's text or accessible name, to find it on screen. */
  text: string;
  /** What is wrong, in numbers. */
  detail: string;
}

export interface LayoutCheckOptions {
  /** Pixels of tolerance for sub-pixel rounding. */
  tolerance?: number;
  /** At most this many faults of each kind are reported. */
  maxPerKind?: number;
}

/**
 * Runs in the page. Rules (each fault names the element by a CSS path and its text):
 * - page-wider-than-viewport: the document scrolls sideways (scrollWidth > the viewport's width); the faults name the
 *   innermost elements that stick out past the right edge.
 * - control-clipped: a visible focusable control (a[href], button, input, select, textarea, [tabindex]) is cut by an
 *   ancestor whose overflow is hidden/clip (or auto/scroll on an axis that does not scroll), or sticks out of the
 *   document's left/top or the viewport's right edge. Controls hidden on purpose do not count: inside aria-hidden/inert,
 *   visually hidden (a 1 px clipped box), or parked wholly off-screen (a skip link before it is focused).
 * - control-covered: the element hit at the control's centre (document.elementFromPoint, the window scrolled so that
 *   the centre is in view) is neither the control, its descendant, nor one of its labels.
 * - text-overflow: a line of text sticks out of the padding box of its block (its own box is narrower than the text)
 *   and the overflow is visible or hidden. Legitimate cases pass: truncation by `text-overflow: ellipsis` or
 *   `-webkit-line-clamp` on the clipping box, and text that scrolls (an auto/scroll container between the text and the
 *   box it overflows), visually hidden text, text inside form controls and SVG.
 */
export function findLayoutFaults(options: LayoutCheckOptions = {}): LayoutFault[] {
  const tolerance = options.tolerance ?? 1;
  const maxPerKind = options.maxPerKind ?? 8;
  const faults: LayoutFault[] = [];
  const doc = document.documentElement;
  const viewportWidth = doc.clientWidth;
  const styleOf = (el: Element) => getComputedStyle(el);

  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && node !== doc && parts.length < 5) {
      if (node.id && !/^(:|radix-)/.test(node.id) && !node.id.includes(':')) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      let part = node.tagName.toLowerCase();
      const named = ['data-testid', 'role', 'aria-label', 'name', 'href'].find((a) => node!.hasAttribute(a));
      if (named) part += `[${named}="${(node.getAttribute(named) ?? '').slice(0, 40)}"]`;
      const parent: Element | null = node.parentElement;
      if (parent) {
        const same = [...parent.children].filter((c) => c.tagName === node!.tagName);
        if (same.length > 1 && !named) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      parts.unshift(part);
      node = parent;
    }
    return parts.join(' > ');
  };
  const textOf = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0].textContent : null) ??
      el.textContent ??
      '';
    const text = label.replace(/\s+/g, ' ').trim();
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  };
  const add = (kind: LayoutFaultKind, el: Element, detail: string) => {
    if (faults.filter((f) => f.kind === kind).length >= maxPerKind) return;
    faults.push({ kind, selector: describe(el), text: textOf(el), detail });
  };
  const px = (n: number) => `${Math.round(n * 10) / 10}px`;

  /** Hidden from everyone on purpose: no box, aria-hidden/inert, or visually hidden (1 px clipped). */
  const isHiddenOnPurpose = (el: Element): boolean => {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
    if (el.closest('[aria-hidden="true"], [inert]')) return true;
    for (let node: Element | null = el; node && node !== doc; node = node.parentElement) {
      const style = styleOf(node);
      const rect = node.getBoundingClientRect();
      const clips = style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none';
      if (clips && (rect.width <= 1 || rect.height <= 1)) return true;
    }
    return false;
  };
  const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const clipsY = (style: CSSStyleDeclaration) => style.overflowY !== 'visible';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  /** The box an element's overflow is clipped to (its padding box), in viewport coordinates. */
  const clipBox = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const left = rect.left + el.clientLeft;
    const top = rect.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  const all = [...document.body.querySelectorAll('*')].filter(
    (el) => !el.closest('#storybook-docs, script, style, template, noscript'),
  );

  // 1. Sideways scroll.
  if (doc.scrollWidth > viewportWidth + tolerance) {
    const sticking = all.filter((el) => {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') return false;
      const rect = el.getBoundingClientRect();
      if (rect.right + scrollX <= viewportWidth + tolerance || rect.width === 0) return false;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = styleOf(node);
        if (clipsX(style) && node.getBoundingClientRect().right + scrollX <= viewportWidth + tolerance)
          return false;
        if (style.position === 'fixed') break;
      }
      return true;
    });
    const innermost = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    const culprits = innermost.length > 0 ? innermost : [document.body];
    faults.push({
      kind: 'page-wider-than-viewport',
      selector: 'html',
      text: '',
      detail: `the page is ${doc.scrollWidth}px wide in a ${viewportWidth}px viewport (sideways scroll)`,
    });
    for (const el of culprits)
      add(
        'page-wider-than-viewport',
        el,
        `ends at ${px(el.getBoundingClientRect().right + scrollX)}, past the viewport's ${viewportWidth}px`,
      );
  }

  // 2. and 3. Focusable controls: clipped, covered.
  const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], summary';
  // While a modal dialog is open, only its own controls can be reached.
  const modal = all.find(
    (el) =>
      el.matches('[aria-modal="true"], [role="dialog"], [role="alertdialog"], dialog:modal') &&
      !isHiddenOnPurpose(el),
  );
  const controls = all.filter(
    (el) => el.matches(focusable) && !isHiddenOnPurpose(el) && (!modal || modal.contains(el)),
  );
  /** Transient overlays that may cover content for a moment (toasts); they are not a covering fault. */
  const isTransient = (el: Element) =>
    el.closest('[role="status"], [role="alert"], [role="log"][aria-live]') !== null;
  const startX = scrollX;
  const startY = scrollY;
  for (const el of controls) {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const docLeft = rect.left + scrollX;
    const docTop = rect.top + scrollY;
    const fixed = (() => {
      for (let node: Element | null = el; node; node = node.parentElement)
        if (styleOf(node).position === 'fixed') return true;
      return false;
    })();
    // Parked off-screen on purpose (a skip link until focused): wholly outside the page.
    const offLeft = fixed ? rect.right <= 0 : docLeft + rect.width <= 0;
    const offTop = fixed ? rect.bottom <= 0 : docTop + rect.height <= 0;
    if (offLeft || offTop) continue;

    const cut: string[] = [];
    // The part of the control that is meant to show: a box that truncates on purpose (text-overflow: ellipsis,
    // line-clamp) cuts it without fault, and the boxes further out are judged against what is left.
    const shown = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    // Inside a sideways-scrolling container (tabs, chips) the control is reached by scrolling that container.
    let scrollsSideways = false;
    let visibleBox = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let node = el.parentElement; node && node !== doc; node = node.parentElement) {
      const style = styleOf(node);
      const truncates = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (node !== document.body && (clipsX(style) || clipsY(style))) {
        const box = clipBox(node);
        // On an axis that scrolls, content past the edge can be scrolled to: only what lies before the scroll origin
        // (unreachable) counts. On other axes, anything past the edge is cut off.
        const scrollsX = scrolls(style.overflowX) && node.scrollWidth > node.clientWidth;
        const scrollsY = scrolls(style.overflowY) && node.scrollHeight > node.clientHeight;
        if (scrollsX) scrollsSideways = true;
        if (truncates) {
          shown.left = Math.max(shown.left, box.left);
          shown.top = Math.max(shown.top, box.top);
          shown.right = Math.min(shown.right, box.right);
          shown.bottom = Math.min(shown.bottom, box.bottom);
        } else {
          const name = `${describe(node)} (overflow: ${style.overflowX} ${style.overflowY})`;
          if (clipsX(style)) {
            const originLeft = box.left - node.scrollLeft;
            if (shown.left < (scrollsX ? originLeft : box.left) - tolerance)
              cut.push(`cut ${px((scrollsX ? originLeft : box.left) - shown.left)} on the left by ${name}`);
            if (!scrollsX && shown.right > box.right + tolerance)
              cut.push(`cut ${px(shown.right - box.right)} on the right by ${name}`);
          }
          if (clipsY(style)) {
            const originTop = box.top - node.scrollTop;
            if (shown.top < (scrollsY ? originTop : box.top) - tolerance)
              cut.push(`cut ${px((scrollsY ? originTop : box.top) - shown.top)} at the top by ${name}`);
            if (!scrollsY && shown.bottom > box.bottom + tolerance)
              cut.push(`cut ${px(shown.bottom - box.bottom)} at the bottom by ${name}`);
          }
        }
        visibleBox = {
          left: Math.max(visibleBox.left, box.left),
          top: Math.max(visibleBox.top, box.top),
          right: Math.min(visibleBox.right, box.right),
          bottom: Math.min(visibleBox.bottom, box.bottom),
        };
      }
      if (style.position === 'fixed') break;
    }
    // The page's edges: nothing may start left of or above the document, or end past the viewport's right edge.
    const pageX = fixed ? 0 : scrollX;
    const pageY = fixed ? 0 : scrollY;
    if (!scrollsSideways && shown.left + pageX < -tolerance)
      cut.push(`starts ${px(-(shown.left + pageX))} left of the page`);
    if (shown.top + pageY < -tolerance) cut.push(`starts ${px(-(shown.top + pageY))} above the page`);
    if (!scrollsSideways && shown.right + pageX > viewportWidth + tolerance)
      cut.push(`ends ${px(shown.right + pageX - viewportWidth)} past the viewport's right edge`);
    if (cut.length > 0) add('control-clipped', el, cut.join('; '));

    // Covered: scroll the window so the control's centre is mid-viewport (where sticky headers and bottom bars are not
    // in the way unless they really cover it), then hit-test that centre. A link that wraps over several lines is
    // tested at the centre of its first line.
    const boxes = [...el.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
    const first = boxes.length > 1 ? boxes[0]! : rect;
    const centreDocY = first.top + scrollY + first.height / 2;
    if (!fixed) scrollTo({ left: scrollX, top: centreDocY - innerHeight / 2, behavior: 'instant' });
    const now = el.getBoundingClientRect();
    const shift = { x: now.left - rect.left, y: now.top - rect.top };
    const x = first.left + shift.x + first.width / 2;
    const y = first.top + shift.y + first.height / 2;
    const inClip =
      x >= visibleBox.left + shift.x &&
      x <= visibleBox.right + shift.x &&
      y >= visibleBox.top + shift.y &&
      y <= visibleBox.bottom + shift.y;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || !inClip) continue;
    const hit = document.elementFromPoint(x, y);
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    if (
      hit &&
      hit !== el &&
      !el.contains(hit) &&
      !labels.some((label) => label.contains(hit)) &&
      !isTransient(hit)
    ) {
      add('control-covered', el, `its centre is covered by ${describe(hit)} "${textOf(hit).slice(0, 30)}"`);
    }
  }
  scrollTo({ left: startX, top: startY, behavior: 'instant' });

  // 4. Text sticking out of its box.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim()) continue;
    const parent = text.parentElement;
    if (
      !parent ||
      parent.closest('#storybook-docs, script, style, template, noscript, svg, select, textarea, option')
    )
      continue;
    if (isHiddenOnPurpose(parent)) continue;
    // The text's block: the nearest ancestor that is not inline.
    let block: Element = parent;
    while (block.parentElement && ['inline', 'contents'].includes(styleOf(block).display))
      block = block.parentElement;
    if (reported.has(block)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    if (lines.length === 0) continue;
    const box = clipBox(block);
    const left = Math.min(...lines.map((r) => r.left));
    const right = Math.max(...lines.map((r) => r.right));
    const overLeft = box.left - left;
    const overRight = right - box.right;
    if (overLeft <= tolerance && overRight <= tolerance) continue;
    // Intended truncation or scrolling, between the text and its block.
    let intended = false;
    for (let node: Element | null = parent; node; node = node.parentElement) {
      const style = styleOf(node);
      if (scrolls(style.overflowX)) intended = true;
      if (clipsX(style) && (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none'))
        intended = true;
      if (intended || node === block) break;
    }
    if (intended) continue;
    reported.add(block);
    const style = styleOf(block);
    add(
      'text-overflow',
      block,
      `text "${text.textContent.trim().slice(0, 30)}" sticks out ${px(Math.max(overLeft, overRight))} ` +
        `of its ${px(block.clientWidth)} box (overflow-x: ${style.overflowX}${clipsX(style) ? ', cut off' : ''})`,
    );
  }
  return faults;
}

/** The faults as lines for a failure message. */
export function formatLayoutFaults(faults: readonly LayoutFault[]): string {
  return faults
    .map((f) => `  - ${f.kind}: ${f.selector}${f.text ? ` "${f.text}"` : ''}: ${f.detail}`)
    .join('\n');
}
