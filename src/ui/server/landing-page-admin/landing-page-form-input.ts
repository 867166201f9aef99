import { z } from 'zod';
import { ENTITY_ID } from '../../../domain/shared/entity-id';

/*
 * The landing page forms' posts, read at the edge: shapes and outer bounds only. What staff may get
 * wrong (a reserved path, a taken alias, a long title) is the platform's to judge and comes back on its
 * field.
 */

const pageId = z.string().regex(ENTITY_ID);
const text = (max: number) => z.string().max(max).default('');
const ticked = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true');

export const landingPageSavePost = z.object({
  /** Empty: a new page. */
  id: z.union([pageId, z.literal('')]).default(''),
  site: text(60),
  language: text(10),
  title: text(1000),
  path: text(300),
  aliases: text(5000),
  introHtml: text(60_000),
  searchQuery: text(2000),
  seoTitle: text(1000),
  seoDescription: text(2000),
  published: ticked,
});

export const landingPageDeletePost = z.object({ id: pageId, confirmed: ticked });
