import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, checkAttachment, detectAttachmentType } from '../../../src/domain/files/attachment-policy';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const ascii = (s: string) => new TextEncoder().encode(s.padEnd(16, ' '));

describe('attachments are checked by content (spec §5)', () => {
  it('recognises pdf, jpeg, png and webp by their first bytes', () => {
    expect(detectAttachmentType(ascii('%PDF-1.7'))).toBe('application/pdf');
    expect(detectAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectAttachmentType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses HTML, SVG and RIFF files that are not WebP, whatever their name', () => {
    expect(detectAttachmentType(ascii('<!DOCTYPE html>'))).toBeNull();
    expect(detectAttachmentType(ascii('<svg xmlns='))).toBeNull();
    expect(detectAttachmentType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(checkAttachment(100, ascii('<html>'))).toEqual({ accepted: false, type: null, error: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('accepts exactly 50 MB and refuses one byte more', () => {
    expect(checkAttachment(MAX_ATTACHMENT_BYTES, ascii('%PDF-1.4')).accepted).toBe(true);
    expect(checkAttachment(MAX_ATTACHMENT_BYTES + 1, ascii('%PDF-1.4'))).toMatchObject({ accepted: false, error: 'FILE_TOO_LARGE' });
  });
});
