/** The admin screens' texts (tw); en.ts is the shape the others must match. */
export const admin = {};
