import type { fr } from "./fr.ts";

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language catalogue must have: the French keys, any strings. */
export type Messages = Widen<typeof fr>;
