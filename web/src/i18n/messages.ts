import type { admin } from "./locales/admin/en";
import type { en } from "./locales/en";

/**
 * The shape every dictionary has: the English one's. A language missing a key
 * (or carrying an extra one) fails the type check, and dictionaries.test.ts
 * checks the same at run time, with the parameter slots.
 */
export type Messages = typeof en;

/** The operator console's texts: a pack of their own, loaded with the console, never with the players' screens. */
export type AdminMessages = typeof admin;

/** Every key a screen may ask for: the players' dictionary and, once the console has loaded them, the console's. */
export type AllMessages = Messages & { readonly admin: AdminMessages };
