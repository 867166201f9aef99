import { notFound } from '@tanstack/react-router';
import type { LegalDocument, LegalPage } from '../../domain/content/legal-document';
import type { Locale } from '../../domain/shared/locale';
import { loadLegalDocument } from '../server/legal.functions';
import { isVisualEditor } from '../routing/visual-editor';
import { headTranslator } from './head-translator';
import { pageHead, pageTitle, pageUrls } from './page-head';
import type { PublicSite } from './public-site';

/** Loads a legal page; a site without that page answers 404. */
export async function loadLegalPage(page: LegalPage, locale: Locale, search: Record<string, unknown>): Promise<LegalDocument> {
  const document = await loadLegalDocument({ data: { locale, visualEditor: isVisualEditor(search), page } });
  if (!document) throw notFound();
  return document;
}

export function legalHead(
  page: LegalPage,
  internalPath: string,
  site: PublicSite,
  locale: Locale,
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>,
) {
  return pageHead({
    title: pageTitle(headTranslator(matches)(`legal.titles.${page}`), site.name),
    ...pageUrls(site, locale, internalPath),
  });
}
