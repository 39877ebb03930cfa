/** The wallet screens' texts (jp); en.ts is the shape the others must match. */
export const wallet = {};
