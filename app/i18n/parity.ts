/**
 * Translation parity: every key of one catalogue must exist in the other.
 * The type system already enforces this for en against fr; this runtime check
 * also catches empty strings and guards catalogues that are built dynamically.
 */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** Dotted paths of every leaf string in a message tree. */
export function flattenKeys(tree: MessageTree, prefix = ""): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.push(path);
    else keys.push(...flattenKeys(value, path));
  }
  return keys;
}

function leafAt(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type ParityReport = {
  /** Keys present in the reference but missing (or empty) in the other catalogue. */
  missing: string[];
  /** Keys present in the other catalogue but not in the reference. */
  extra: string[];
};

export function checkParity(reference: MessageTree, other: MessageTree): ParityReport {
  const missing = flattenKeys(reference).filter((key) => {
    const value = leafAt(other, key);
    return value === undefined || value.trim() === "";
  });
  const extra = flattenKeys(other).filter((key) => leafAt(reference, key) === undefined);
  return { missing, extra };
}
