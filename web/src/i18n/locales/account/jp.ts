/** The account screens' texts (jp); en.ts is the shape the others must match. */
export const account = {};
