import type { fr } from "./fr.ts";

/**
 * The shape a translation must have: the reference catalogue's keys (and list
 * lengths), any strings. `as const` French catalogues give the reference.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every language catalogue must have: the French keys, any strings. */
export type Messages = Catalogue<typeof fr>;
