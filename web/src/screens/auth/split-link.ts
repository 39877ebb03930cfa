/** A translated text with one tagged part ("agree to the <terms>user agreement</terms>") split around it, so the part can be a link. */
export function splitLink(text: string, tag: string): { readonly before: string; readonly link: string; readonly after: string } {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return { before: `${text} `, link: "", after: "" };
  return { before: text.slice(0, start), link: text.slice(start + open.length, end), after: text.slice(end + close.length) };
}
