import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent } from "dompurify";

/**
 * An allow-list HTML sanitiser for operator-written articles (and for the
 * /aticleDetail?news= deep link, whose HTML anyone can write), on DOMPurify:
 * the field's standard, fuzzed against the browsers' own parsers for the
 * mutation-XSS tricks a hand-made walker misses. The rules below are ours;
 * DOMPurify applies them. The result is a DocumentFragment to append as nodes,
 * so it is never parsed again (no mutation between sanitising and rendering).
 */

/** Elements kept (with their allowed attributes and children). */
const ALLOWED_TAGS = [
  "a", "b", "blockquote", "br", "caption", "code", "div", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot",
  "th", "thead", "tr", "u", "ul",
];

/**
 * Elements dropped together with everything inside them: code, embedded
 * documents, forms, foreign markup. Any other element not allowed (font,
 * center, article...) is an unknown but harmless wrapper: its content stays.
 */
const DROPPED_WITH_CONTENT = [
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button", "select",
  "textarea", "option", "svg", "math", "template", "noscript", "noembed", "noframes", "link", "meta", "base", "title",
  "head", "audio", "video", "source", "track", "canvas", "portal", "xmp", "plaintext", "dialog",
];

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

/** Our per-element attribute rules, applied to each attribute DOMPurify meets. */
function keepAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const name = event.attrName;
  const value = event.attrValue.trim();
  const allowed = (ALLOWED_ATTRIBUTES[node.localName] ?? []).includes(name);
  const safe = (name !== "href" && name !== "src") || isSafeUrl(name, value);
  const numeric = !NUMERIC_ATTRIBUTES.has(name) || /^\d{1,4}$/.test(value);
  event.keepAttr = allowed && safe && numeric;
  event.attrValue = value;
}

/** Links leave the app in a new tab that cannot reach back into it; pictures load as they come into view. */
function finishElement(node: Element): void {
  if (node.localName === "a" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  }
  if (node.localName === "img") node.setAttribute("loading", "lazy");
}

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Only HTML: an svg or math element is dropped with what it holds (FORBID_CONTENTS).
  PARSER_MEDIA_TYPE: "text/html",
  NAMESPACE: "http://www.w3.org/1999/xhtml",
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify of this window, with our hooks (hooks are per instance, so no other caller's config meets them). */
function purifierOf(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook("uponSanitizeAttribute", keepAttribute);
  purifier.addHook("afterSanitizeAttributes", finishElement);
  return purifier;
}

/** The safe part of `html` as nodes of the page's document, ready to append. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return purifierOf().sanitize(html, CONFIG);
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
