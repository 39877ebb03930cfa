import type { en } from "./locales/en";

/**
 * The shape every dictionary has: the English one's. A language missing a key
 * (or carrying an extra one) fails the type check, and dictionaries.test.ts
 * checks the same at run time, with the placeholders.
 */
export type Messages = typeof en;
