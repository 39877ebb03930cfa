/** The room screens' texts (zh); en.ts is the shape the others must match. */
export const room = {};
