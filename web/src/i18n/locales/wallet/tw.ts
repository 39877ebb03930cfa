/** The wallet screens' texts (tw); en.ts is the shape the others must match. */
export const wallet = {};
