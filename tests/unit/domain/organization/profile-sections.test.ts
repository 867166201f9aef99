import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cannotBeParentOf,
  makesAncestorCycle,
  PARENT_SEARCH_MAX,
  PARENT_SEARCH_MIN,
  parentSearchTerm,
} from '../../../../src/domain/organization/organization-hierarchy';
import {
  contactProblems,
  faqProblems,
  movedOrder,
  SECTION_LIMITS,
  SECTION_MAX,
  sectionFullProblem,
  videoProblems,
  type ContactDraft,
} from '../../../../src/domain/organization/profile-sections';

const contact = (over: Partial<ContactDraft> = {}): ContactDraft => ({
  salutation: 'ms',
  firstName: 'Mara',
  lastName: 'Keller',
  email: 'mara.keller@example.de',
  jobTitle: 'Ausbildungsleitung',
  phone: '+49 761 123456',
  linkedinUrl: 'https://www.linkedin.com/in/mara-keller',
  contactInfo: 'Mo–Fr 9–12 Uhr',
  ...over,
});

describe('list limits', () => {
  it('a gallery holds 50 images: the 51st is refused naming the gallery, the 50th is not', () => {
    expect(SECTION_MAX.gallery).toBe(50);
    expect(sectionFullProblem('gallery', 49)).toBeNull();
    expect(sectionFullProblem('gallery', 50)).toEqual({ field: 'gallery', problem: 'LIMIT_REACHED' });
  });

  it('every list refuses exactly from its limit on', () => {
    fc.assert(
      fc.property(fc.constantFrom('gallery', 'faq', 'videos', 'contacts' as const), fc.nat(200), (list, count) => {
        const problem = sectionFullProblem(list, count);
        expect(problem !== null).toBe(count >= SECTION_MAX[list]);
      }),
    );
  });
});

describe('FAQ entries', () => {
  it('need a question and an answer within their lengths', () => {
    expect(faqProblems({ question: 'Wie bewerbe ich mich?', answer: 'Online, in fünf Minuten.' })).toEqual([]);
    expect(faqProblems({ question: ' ', answer: '' })).toEqual([
      { field: 'question', problem: 'REQUIRED' },
      { field: 'answer', problem: 'REQUIRED' },
    ]);
    expect(faqProblems({ question: 'x'.repeat(SECTION_LIMITS.questionMax + 1), answer: 'ok' })).toEqual([
      { field: 'question', problem: 'TOO_LONG' },
    ]);
  });

  it('an answer may span lines, a question may not', () => {
    expect(faqProblems({ question: 'Zwei\nZeilen', answer: 'Erste Zeile\nZweite Zeile' })).toEqual([
      { field: 'question', problem: 'INVALID_TEXT' },
    ]);
  });
});

describe('videos', () => {
  it('take YouTube and Vimeo addresses only', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'])
      expect(videoProblems({ sourceUrl: url, coverTitle: 'Ein Tag bei uns' })).toEqual([]);
    for (const url of ['https://www.dailymotion.com/video/x7tgad0', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)'])
      expect(videoProblems({ sourceUrl: url, coverTitle: 'Ein Tag bei uns' })).toEqual([
        { field: 'sourceUrl', problem: 'UNSUPPORTED_VIDEO_HOST' },
      ]);
  });

  it('need a cover title', () => {
    expect(videoProblems({ sourceUrl: 'https://vimeo.com/76979871', coverTitle: '' })).toEqual([
      { field: 'coverTitle', problem: 'REQUIRED' },
    ]);
  });
});

describe('contact persons', () => {
  it('a complete one passes', () => {
    expect(contactProblems(contact())).toEqual([]);
  });

  it('names each wrong field', () => {
    expect(
      contactProblems(
        contact({ firstName: '', email: 'not-an-address', phone: '12', linkedinUrl: 'https://www.facebook.com/mara', contactInfo: null }),
      ),
    ).toEqual([
      { field: 'firstName', problem: 'REQUIRED' },
      { field: 'email', problem: 'INVALID_EMAIL' },
      { field: 'phone', problem: 'INVALID_PHONE' },
      { field: 'linkedinUrl', problem: 'WRONG_NETWORK' },
    ]);
  });

  it('only names are required', () => {
    expect(
      contactProblems(contact({ salutation: null, email: null, jobTitle: null, phone: null, linkedinUrl: null, contactInfo: null })),
    ).toEqual([]);
  });
});

describe('moving an entry', () => {
  it('swaps it with its neighbour and keeps every entry', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[1-9]\d{0,3}$/), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.boolean(),
        (ids, pick, up) => {
          const id = ids[pick % ids.length]!;
          const moved = movedOrder(ids, id, up ? 'up' : 'down');
          const from = ids.indexOf(id);
          if ((up && from === 0) || (!up && from === ids.length - 1)) {
            expect(moved).toBeNull();
            return;
          }
          expect(moved).not.toBeNull();
          expect([...moved!].sort()).toEqual([...ids].sort());
          expect(moved!.indexOf(id)).toBe(up ? from - 1 : from + 1);
        },
      ),
    );
  });
});

/** A random forest: each organization's parent is one with a smaller number (or none), so no cycle exists yet. */
const forest = fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 30 }).map((parents) => {
  const links = new Map<string, string | null>();
  parents.forEach((p, i) => {
    links.set(String(i + 1), p === null || i === 0 ? null : String((p % i) + 1));
  });
  return links;
});

const ancestorsOf = (id: string, links: ReadonlyMap<string, string | null>): string[] => {
  const out: string[] = [];
  for (let cur = links.get(id) ?? null; cur !== null; cur = links.get(cur) ?? null) out.push(cur);
  return out;
};

describe('parent organizations', () => {
  it('an organization cannot be its own parent', () => {
    expect(makesAncestorCycle('7', '7', new Map([['7', null]]))).toBe(true);
  });

  it('a parent closes a cycle exactly when the organization is the new parent itself or one of its ancestors', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (links, a, b) => {
        const ids = [...links.keys()];
        const child = ids[a % ids.length]!;
        const parent = ids[b % ids.length]!;
        const expected = parent === child || ancestorsOf(parent, links).includes(child);
        expect(makesAncestorCycle(child, parent, links)).toBe(expected);
      }),
    );
  });

  it('after any accepted parent change the hierarchy still has no cycle', () => {
    fc.assert(
      fc.property(forest, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), (start, changes) => {
        const links = new Map(start);
        const ids = [...links.keys()];
        for (const [a, b] of changes) {
          const child = ids[a % ids.length]!;
          const parent = ids[b % ids.length]!;
          if (!makesAncestorCycle(child, parent, links)) links.set(child, parent);
        }
        for (const id of ids) expect(ancestorsOf(id, links).length).toBeLessThan(ids.length);
      }),
    );
  });

  it('a stored cycle (data written before the rule) is answered as a cycle, never walked for ever', () => {
    const links = new Map<string, string | null>([
      ['1', '2'],
      ['2', '1'],
      ['3', null],
    ]);
    expect(makesAncestorCycle('3', '1', links)).toBe(true);
  });
});

describe('parent search', () => {
  it('leaves out exactly the organizations whose choice would close a cycle: itself and everything below it', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (links, a) => {
        const ids = [...links.keys()];
        const child = ids[a % ids.length]!;
        const excluded = cannotBeParentOf(child, links);
        for (const id of ids) expect(excluded.has(id)).toBe(makesAncestorCycle(child, id, links));
        expect(excluded.has(child)).toBe(true);
      }),
    );
  });

  it('a search term is trimmed with its spaces made one, and needs two characters', () => {
    expect(parentSearchTerm('  Neckar   Software ')).toBe('Neckar Software');
    expect(parentSearchTerm(' n ')).toBeNull();
    expect(parentSearchTerm('')).toBeNull();
    expect(parentSearchTerm('ab')).toBe('ab');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const term = parentSearchTerm(raw);
        if (term === null) return;
        expect(term.length).toBeGreaterThanOrEqual(PARENT_SEARCH_MIN);
        expect(term.length).toBeLessThanOrEqual(PARENT_SEARCH_MAX);
        expect(parentSearchTerm(term)).toBe(term);
      }),
    );
  });
});
