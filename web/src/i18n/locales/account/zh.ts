/** The account screens' texts (zh); en.ts is the shape the others must match. */
export const account = {};
