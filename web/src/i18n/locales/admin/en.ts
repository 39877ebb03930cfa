/** The admin screens' texts (en); en.ts is the shape the others must match. */
export const admin = {};
