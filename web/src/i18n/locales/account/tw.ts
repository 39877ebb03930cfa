/** The account screens' texts (tw); en.ts is the shape the others must match. */
export const account = {};
