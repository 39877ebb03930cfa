/** The records screens' texts (jp); en.ts is the shape the others must match. */
export const records = {};
