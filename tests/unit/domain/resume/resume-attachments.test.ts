import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../../src/domain/files/attachment-policy';
import { recruiterAccess } from '../../../../src/domain/resume/resume-access';
import {
  attachmentsShownTo,
  checkNewAttachments,
  cleanAttachmentName,
  downloadName,
  MAX_ATTACHMENT_NAME,
  MAX_RESUME_ATTACHMENTS,
} from '../../../../src/domain/resume/resume-attachments';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];
const head = (bytes: number[]) => new Uint8Array([...bytes, ...new Array(16).fill(0)]);
const pdf = (name = 'cv.pdf', size = 1000) => ({ name, size, head: head(PDF) });

describe('the resume attachments box', () => {
  it('holds as many files as one application takes (10)', () => {
    expect(MAX_RESUME_ATTACHMENTS).toBe(10);
  });

  it('never lets the box grow past its limit, and takes every good file that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RESUME_ATTACHMENTS }), fc.integer({ min: 1, max: 15 }), (existing, count) => {
        const result = checkNewAttachments(
          existing,
          Array.from({ length: count }, () => pdf()),
        );
        if (existing + count > MAX_RESUME_ATTACHMENTS) expect(result).toEqual({ ok: false, errors: [{ code: 'TOO_MANY_FILES' }] });
        else expect(result).toEqual({ ok: true, types: new Array(count).fill('application/pdf') });
      }),
    );
  });

  it('judges files by their content: HTML named .pdf, a file over 50 MB and an empty one are refused by name', () => {
    const html = { name: 'Lebenslauf.pdf', size: 200, head: head([...new TextEncoder().encode('<!doctype html>')]) };
    expect(checkNewAttachments(0, [pdf(), html])).toEqual({
      ok: false,
      errors: [{ code: 'FILE_TYPE_NOT_ALLOWED', detail: 'Lebenslauf.pdf' }],
    });
    expect(checkNewAttachments(0, [pdf('gross.pdf', MAX_ATTACHMENT_BYTES + 1)])).toEqual({
      ok: false,
      errors: [{ code: 'FILE_TOO_LARGE', detail: 'gross.pdf' }],
    });
    expect(checkNewAttachments(0, [pdf('leer.pdf', 0)])).toEqual({ ok: false, errors: [{ code: 'FILE_EMPTY', detail: 'leer.pdf' }] });
    expect(checkNewAttachments(0, [])).toEqual({ ok: false, errors: [{ code: 'REQUIRED' }] });
  });

  it('a label is trimmed text of at most 120 characters without markup or path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const result = cleanAttachmentName(raw);
        if (!result.ok) return;
        expect(result.name.length).toBeGreaterThan(0);
        expect(result.name.length).toBeLessThanOrEqual(MAX_ATTACHMENT_NAME);
        expect(result.name).not.toMatch(/[<>/\\\u0000-\u001f]/);
      }),
    );
    expect(cleanAttachmentName('<b>CV</b>')).toEqual({ ok: false, code: 'HTML_NOT_ALLOWED' });
    expect(cleanAttachmentName('x'.repeat(121))).toEqual({ ok: false, code: 'TOO_LONG' });
    expect(cleanAttachmentName(' Zeugnis Mai 2024 ')).toEqual({ ok: true, name: 'Zeugnis Mai 2024' });
  });

  it('a download ends in the extension of the type its content has', () => {
    expect(downloadName('Zeugnis', 'image/png')).toBe('Zeugnis.png');
    expect(downloadName('Lebenslauf.PDF', 'application/pdf')).toBe('Lebenslauf.PDF');
  });

  it('only full access shows the files: a blocked, hidden or anonymous view never', () => {
    const viewer = { organizationId: '7', contactApproved: false };
    expect(attachmentsShownTo(recruiterAccess({ visibility: 'full', blockedOrganizationIds: [] }, viewer))).toBe(true);
    expect(attachmentsShownTo(recruiterAccess({ visibility: 'anonymous', blockedOrganizationIds: [] }, viewer))).toBe(false);
    expect(attachmentsShownTo(recruiterAccess({ visibility: 'hidden', blockedOrganizationIds: [] }, viewer))).toBe(false);
    expect(attachmentsShownTo(recruiterAccess({ visibility: 'full', blockedOrganizationIds: ['7'] }, viewer))).toBe(false);
  });
});
