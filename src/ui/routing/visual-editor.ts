/**
 * The visual-editor flag is on when the page URL has `?visual_editor=true`. Kept apart from the server
 * functions' zod input (server/page-input.ts): nearly every route's loader reads it, and the route tree
 * is part of every page's first download.
 */
export const isVisualEditor = (search: Record<string, unknown>): boolean =>
  search.visual_editor === true || search.visual_editor === 'true';
