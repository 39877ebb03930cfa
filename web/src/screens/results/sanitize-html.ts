/**
 * An allow-list HTML sanitiser for operator-written articles (and for the
 * /aticleDetail?news= deep link, whose HTML anyone can write). The HTML is
 * parsed by the browser's DOMParser into an inert document (no script runs,
 * nothing loads), and a NEW tree is built from it holding only the elements and
 * attributes listed here; nothing of the original is ever attached to the page.
 * The result is a DocumentFragment to append as nodes, so it is never parsed
 * again (no mutation between sanitising and rendering).
 */

/** Elements kept (with their allowed attributes and children). */
const ALLOWED_TAGS = new Set([
  "a", "b", "blockquote", "br", "caption", "code", "div", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot",
  "th", "thead", "tr", "u", "ul",
]);

/** Elements dropped together with everything inside them: code, embedded documents, forms, foreign markup. */
const DROPPED_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button", "select",
  "textarea", "option", "svg", "math", "template", "noscript", "noembed", "noframes", "link", "meta", "base", "title",
  "head", "audio", "video", "source", "track", "canvas", "portal", "xmp", "plaintext", "dialog",
]);

/** Attributes kept, per element; no element keeps style, class, id or any on* handler. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
  ol: ["start"],
};

/** Attributes that hold a URL, and the schemes each accepts (relative URLs are always fine). */
const URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  href: ["http", "https", "mailto", "tel"],
  src: ["http", "https"],
};

/** Images may also be inline pictures (data:image/...), never data: of any other type (SVG can carry script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const NUMERIC_ATTRIBUTES = new Set(["width", "height", "colspan", "rowspan", "start"]);

/**
 * Whether `value` is a URL the attribute may hold. Browsers ignore tabs, line
 * breaks and leading control characters in a scheme ("java\tscript:" runs), so
 * those are removed before the scheme is read.
 */
function isSafeUrl(attribute: "href" | "src", value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being stripped
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "");
  if (attribute === "src" && DATA_IMAGE.test(compact)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  // No scheme: a path on this site, or "//host/..." (which takes this page's https).
  if (!scheme) return true;
  return URL_SCHEMES[attribute]!.includes(scheme[1]!.toLowerCase());
}

function copyAttributes(source: Element, target: Element, tag: string): void {
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if ((name === "href" || name === "src") && !isSafeUrl(name, value)) continue;
    if (NUMERIC_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(value.trim())) continue;
    target.setAttribute(name, value.trim());
  }
  if (tag === "a" && target.hasAttribute("href")) {
    // Links leave the app in a new tab that cannot reach back into it.
    target.setAttribute("target", "_blank");
    target.setAttribute("rel", "noopener noreferrer nofollow");
  }
  if (tag === "img") target.setAttribute("loading", "lazy");
}

/** Copies the allowed part of `source`'s children into `target`, built in `doc`. */
function copyChildren(source: Node, target: Node, doc: Document, depth: number): void {
  // Absurd nesting is cut off rather than recursed into (a stack overflow would leave nothing shown).
  if (depth > 64) return;
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    // HTML elements only: an element of another namespace (svg, math) is dropped whole.
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      // An unknown but harmless wrapper (font, center, article...): keep what it holds.
      copyChildren(element, target, doc, depth + 1);
      continue;
    }
    const copy = doc.createElement(tag);
    copyAttributes(element, copy, tag);
    target.appendChild(copy);
    copyChildren(element, copy, doc, depth + 1);
  }
}

/** The safe part of `html` as nodes of `doc` (the page's document), ready to append. */
export function sanitizeToFragment(html: string, doc: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const fragment = doc.createDocumentFragment();
  copyChildren(parsed.body, fragment, doc, 0);
  return fragment;
}

/**
 * The safe part of `html` as HTML text (for tests and for measuring; render with sanitizeToFragment).
 * The browser test bundles this file and calls it by name, which knip cannot see.
 * @public
 */
export function sanitizeHtml(html: string): string {
  const holder = document.createElement("div");
  holder.appendChild(sanitizeToFragment(html));
  return holder.innerHTML;
}
