/*
 * "Download my data" (GDPR art. 15 and 20): one JSON document, a section per feature that holds data
 * about the user. Features contribute their own section (application port PersonalDataSource).
 */

export const PERSONAL_DATA_EXPORT_FORMAT = 'jobboard.personal-data/1';

export interface PersonalDataSection {
  /** camelCase name of the section, unique in the export (`account`, `sessions`, `consents`, …). */
  readonly name: string;
  readonly data: unknown;
}

export interface PersonalDataExport {
  readonly format: typeof PERSONAL_DATA_EXPORT_FORMAT;
  readonly generatedAt: string;
  readonly site: string;
  readonly userId: string;
  readonly sections: Readonly<Record<string, unknown>>;
}

const SECTION_NAME = /^[a-z][A-Za-z0-9]{0,63}$/;

/** Sections in the order given; a malformed or repeated name is a bug in a contributor, so it throws. */
export function buildPersonalDataExport(input: {
  readonly userId: string;
  readonly site: string;
  readonly now: Date;
  readonly sections: readonly PersonalDataSection[];
}): PersonalDataExport {
  const sections: Record<string, unknown> = {};
  for (const section of input.sections) {
    if (!SECTION_NAME.test(section.name)) throw new Error(`invalid personal data section name: ${section.name}`);
    if (Object.hasOwn(sections, section.name)) throw new Error(`personal data section given twice: ${section.name}`);
    sections[section.name] = section.data;
  }
  return { format: PERSONAL_DATA_EXPORT_FORMAT, generatedAt: input.now.toISOString(), site: input.site, userId: input.userId, sections };
}

/** The download's file name: `personal-data-<site>-<yyyy-mm-dd>.json`. */
export const exportFileName = (site: string, now: Date): string =>
  `personal-data-${site.replace(/[^a-z0-9-]/g, '')}-${now.toISOString().slice(0, 10)}.json`;
