/** The room screens' texts (kor); en.ts is the shape the others must match. */
export const room = {};
