import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../../../../src/domain/job/job-details';
import {
  googleEmploymentTypes,
  jobPostingStructuredData,
  serializeJsonLd,
  type StructuredDataInput,
} from '../../../../src/domain/job/job-posting-structured-data';
import type { Term, Vocabulary } from '../../../../src/domain/job/taxonomy';
import { aJob } from '../../../support/job-mother';

const term = (vocabulary: Vocabulary, alias: string, label = alias): Term => ({
  id: alias,
  vocabulary,
  label: { de: label },
  alias: { de: alias },
});
const INPUT: StructuredDataInput = {
  url: 'https://www.jobs-suedwest.de/de/job/pflegefachkraft-42',
  organizationUrl: 'https://www.jobs-suedwest.de/de/organization/klinikum',
  logoUrl: 'https://www.jobs-suedwest.de/logos/klinikum.png',
};

const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const;

describe('JobPosting structured data', () => {
  it('has Google’s required and recommended properties for an on-site job', () => {
    const job = aJob({
      id: '42',
      title: 'Pflegefachkraft (m/w/d)',
      descriptionHtml: '<p>Wir suchen <strong>dich</strong>.</p>',
      organization: {
        id: '10',
        name: 'Klinikum am Neckar',
        slug: 'klinikum',
        logoUrl: '/logos/klinikum.png',
        website: 'https://www.klinikum.example',
      },
      location: {
        countryCode: 'DE',
        addressLine1: 'Königstraße 1',
        locality: 'Stuttgart',
        zip: '70173',
        administrativeArea: 'Baden-Württemberg',
        lat: 48.78,
        lon: 9.18,
      },
      employmentTypes: [term('employmentType', 'vollzeit')],
      salary: { min: 45_000, max: 55_000, currencyCode: 'EUR', unit: 'YEAR' },
      details: { ...NO_DETAILS, application: { url: null, email: 'jobs@klinikum.example' } },
    });
    const data = jobPostingStructuredData(job, INPUT)!;
    for (const key of REQUIRED) expect(data[key], key).toBeDefined();
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Pflegefachkraft (m/w/d)',
      description: '<p>Wir suchen <strong>dich</strong>.</p>',
      datePosted: job.publishedAt,
      validThrough: job.expiresAt,
      employmentType: 'FULL_TIME',
      url: INPUT.url,
      identifier: { '@type': 'PropertyValue', name: 'Klinikum am Neckar', value: '42' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Klinikum am Neckar',
        sameAs: 'https://www.klinikum.example',
        logo: INPUT.logoUrl,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Königstraße 1',
          addressLocality: 'Stuttgart',
          postalCode: '70173',
          addressRegion: 'Baden-Württemberg',
          addressCountry: 'DE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 55_000, unitText: 'YEAR' },
      },
      directApply: true,
    });
    expect(data.jobLocationType).toBeUndefined();
  });

  it('marks fully remote jobs TELECOMMUTE with the applicant location; hybrid jobs are not', () => {
    const remote = jobPostingStructuredData(aJob({ remoteOptions: [term('remoteOptions', 'remote')] }), INPUT)!;
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
    });
    const hybrid = jobPostingStructuredData(aJob({ remoteOptions: [term('remoteOptions', 'hybrid')] }), INPUT)!;
    expect(hybrid.jobLocationType).toBeUndefined();
    expect(hybrid.applicantLocationRequirements).toBeUndefined();
  });

  it('maps employment types to Google’s values; an end date adds TEMPORARY', () => {
    const types = (aliases: string[], until: string | null = null) =>
      googleEmploymentTypes({
        employmentTypes: aliases.map((a) => term('employmentType', a)),
        details: { ...NO_DETAILS, availability: until ? { from: null, until } : null },
      });
    expect(types(['teilzeit', 'minijob'])).toEqual(['PART_TIME']);
    expect(types(['praktikum'])).toEqual(['INTERN']);
    expect(types(['ausbildung'])).toEqual(['FULL_TIME']);
    expect(types(['etwas-neues'])).toEqual(['OTHER']);
    expect(types(['vollzeit'], '2027-06-30')).toEqual(['FULL_TIME', 'TEMPORARY']);
  });

  it('a single salary amount is a value; no amount, no baseSalary; sameAs falls back to the organization page', () => {
    const fixed = jobPostingStructuredData(aJob({ salary: { min: 1200, max: 1200, currencyCode: 'EUR', unit: 'MONTH' } }), INPUT)!;
    expect(fixed.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 1200, unitText: 'MONTH' },
    });
    const none = jobPostingStructuredData(aJob({ salary: null }), INPUT)!;
    expect(none.baseSalary).toBeUndefined();
    expect(none.hiringOrganization).toMatchObject({ sameAs: INPUT.organizationUrl });
  });

  it('link jobs and external application links are not direct apply', () => {
    const withEmail = { ...NO_DETAILS, application: { url: null, email: 'a@b.example' } };
    expect(
      jobPostingStructuredData(aJob({ type: 'job_per_link', linkUrl: 'https://x.example', details: withEmail }), INPUT)!.directApply,
    ).toBe(false);
    expect(
      jobPostingStructuredData(
        aJob({ details: { ...withEmail, application: { url: 'https://x.example/apply', email: 'a@b.example' } } }),
        INPUT,
      )!.directApply,
    ).toBe(false);
  });

  it('expired jobs keep their data with validThrough in the past; drafts have none', () => {
    const expired = aJob({ expiresAt: '2020-01-31T00:00:00.000Z' });
    expect(jobPostingStructuredData(expired, INPUT)!.validThrough).toBe('2020-01-31T00:00:00.000Z');
    expect(jobPostingStructuredData(aJob({ state: 'draft', publishedAt: null }), INPUT)).toBeNull();
    expect(jobPostingStructuredData(aJob({ state: 'needs_review' }), INPUT)).toBeNull();
  });
});

describe('serializeJsonLd', () => {
  it('cannot end the script element, and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const data = { '@type': 'JobPosting', title, description: `<p>${description}</p></script><script>alert(1)</script><!--` };
        const json = serializeJsonLd(data);
        expect(json.toLowerCase()).not.toContain('</script');
        expect(json).not.toContain('<!--');
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(data);
      }),
    );
  });
});
