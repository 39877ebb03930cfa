/**
 * What a person would see as a broken layout on the current screen, measured in
 * the page (run with page.evaluate): text cut off by its box (overflow hidden or
 * an ellipsis), a word broken across two lines, and a page wider than the phone.
 */
export interface LayoutProblem {
  readonly kind: "page-overflow" | "clipped" | "ellipsis" | "word-broken";
  /** A short path to the element ("div.trend-head > span"). */
  readonly where: string;
  readonly text: string;
}

/**
 * Runs in the browser. `rootSelector` is the screen being looked at (the current page of the app); an element with
 * `data-layout-free` (operator-written text of any length, shown on one line on purpose) is left out of the clipping
 * checks, and a "word" longer than `longToken` characters (an address, a hash) may wrap anywhere.
 */
export function probeLayout(args: { rootSelector: string; longToken: number }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.querySelector(args.rootSelector) ?? document.body;
  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const cls = [...node.classList].slice(0, 2).join(".");
      const id = node.getAttribute("data-testid");
      parts.unshift(`${node.tagName.toLowerCase()}${cls ? `.${cls}` : ""}${id ? `[${id}]` : ""}`);
    }
    return parts.join(" > ");
  };
  const visible = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
  };
  const free = (el: Element): boolean => el.closest("[data-layout-free]") !== null;

  // A page wider than the phone scrolls sideways.
  if (document.documentElement.scrollWidth > window.innerWidth) {
    problems.push({ kind: "page-overflow", where: "html", text: `${document.documentElement.scrollWidth} > ${window.innerWidth}` });
  }

  // Text cut off: an ellipsis shown, or a line that runs past the edge of a box that hides what overflows.
  // How a box treats what overflows it sideways: "clips" (hidden), "scrolls" (the reader can swipe to it), or lets it show.
  const overflowOf = new Map<Element, "clips" | "scrolls" | "shows">();
  const overflow = (el: Element): "clips" | "scrolls" | "shows" => {
    let known = overflowOf.get(el);
    if (known === undefined) {
      const x = getComputedStyle(el).overflowX;
      known = x === "hidden" || x === "clip" ? "clips" : x === "auto" || x === "scroll" ? "scrolls" : "shows";
      overflowOf.set(el, known);
    }
    return known;
  };
  for (const el of root.querySelectorAll("*")) {
    if (!visible(el) || free(el)) continue;
    const style = getComputedStyle(el);
    const text = (el.textContent ?? "").trim();
    if (text === "") continue;
    if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) {
      problems.push({ kind: "ellipsis", where: describe(el), text: text.slice(0, 60) });
    } else if (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "" && el.scrollHeight > el.clientHeight + 1) {
      problems.push({ kind: "ellipsis", where: describe(el), text: text.slice(0, 60) });
    }
  }

  // A placeholder wider than its field is cut off where the field ends.
  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const input of root.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
    if (!visible(input) || input.value !== "" || input.placeholder === "") continue;
    const style = getComputedStyle(input);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (canvas.measureText(input.placeholder).width > room + 1) problems.push({ kind: "clipped", where: describe(input), text: input.placeholder });
  }

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const word = /[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}'’]*|\p{Script=Hangul}+|[\p{Script=Katakana}ー]+/gu;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const content = node.textContent ?? "";
    if (!parent || content.trim() === "" || !visible(parent)) continue;
    // .visually-hidden text is for screen readers only (the room's live announcements): clipped to 1 px on purpose.
    if (parent.closest("script, style, [aria-hidden=true], .adm-notice-bar, .visually-hidden")) continue;

    // Clipped: a line of this text straddles the edge of an ancestor that hides overflow.
    if (!free(parent)) {
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        // Text inside a scrolling box is reached by swiping; whether that box is clearly scrollable is the screen's own test.
        if (overflow(box) === "scrolls") break;
        if (overflow(box) !== "clips") continue;
        const edge = box.getBoundingClientRect();
        const left = edge.left + box.clientLeft;
        const right = left + box.clientWidth;
        const cut = lines.some((line) => line.width > 0 && line.left < right - 1 && line.right > left + 1 && (line.right > right + 1 || line.left < left - 1));
        if (cut) {
          problems.push({ kind: "clipped", where: describe(parent), text: content.trim().slice(0, 60) });
          break;
        }
      }
    }

    // A word broken across lines: its characters sit on more than one line.
    for (const match of content.matchAll(word)) {
      if (match[0].length < 2 || match[0].length > args.longToken) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      const sorted = [...tops].sort((a, b) => a - b);
      if (sorted.length > 1 && sorted[sorted.length - 1]! - sorted[0]! > 4) {
        problems.push({ kind: "word-broken", where: describe(parent), text: match[0] });
      }
    }
  }
  return problems;
}
