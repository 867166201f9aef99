/** A translation tree as i18next reads it: nested objects of strings. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

const isTree = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later trees win key by key; nested objects merge, strings replace. Inputs are left untouched. */
export function mergeMessages(...trees: ReadonlyArray<Messages | undefined>): Messages {
  const out: Record<string, string | Messages> = {};
  for (const tree of trees) {
    if (!tree) continue;
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      if (isTree(value)) out[key] = mergeMessages(isTree(current) ? current : undefined, value);
      else if (typeof value === 'string') out[key] = value;
      // Anything else (numbers, null, arrays) is not a translation; drop it rather than crash a page.
    }
  }
  return out;
}

/** Looks a dotted key up in a tree: `t(messages, 'job.expired')`. For tests and server code without i18next. */
export function lookupMessage(tree: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
