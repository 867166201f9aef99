import { createElement, Fragment, type ReactNode } from 'react';

/*
 * A message rendered as filtered HTML with inline formatting only: the tags below, written without
 * attributes, become elements; anything else — other tags, attributes, comments, entities — stays
 * visible text, which React escapes. No markup is ever handed to the browser's parser, so nothing a
 * message carries can run or link anywhere.
 */
const INLINE_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'sub', 'sup', 'code', 'br']);
const TAG = /<(\/?)([a-z]{1,6})\s*(\/?)>/gi;

interface Open {
  readonly tag: string;
  readonly children: ReactNode[];
}

export function inlineHtmlNodes(text: string): ReactNode[] {
  const root: Open = { tag: '', children: [] };
  const stack: Open[] = [root];
  let key = 0;
  const top = () => stack[stack.length - 1]!;
  const close = () => {
    const done = stack.pop()!;
    top().children.push(createElement(done.tag, { key: key++ }, ...done.children));
  };
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, slash, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (!INLINE_TAGS.has(name)) continue;
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (name === 'br') {
      if (!slash) top().children.push(createElement('br', { key: key++ }));
    } else if (slash) {
      // A closing tag closes its element and any left open inside it; one without an opening is dropped.
      if (stack.some((o) => o.tag === name)) while (top().tag !== name) close();
      if (top().tag === name) close();
    } else if (!selfClosing) stack.push({ tag: name, children: [] });
  }
  if (last < text.length) top().children.push(text.slice(last));
  while (stack.length > 1) close();
  return root.children;
}

export function FilteredInlineHtml({ text }: { text: string }) {
  return createElement(Fragment, null, ...inlineHtmlNodes(text));
}
