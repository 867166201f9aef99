import type { AttachmentType } from '../../../domain/files/attachment-policy';
import type { Resume } from '../../../domain/resume/resume';

/** One file of the resume's attachments box, as its owner sees it. */
export interface ResumeAttachment {
  /** The random public id: the file's address and store key, never the row's id. */
  readonly id: string;
  readonly name: string;
  readonly contentType: AttachmentType;
  readonly size: number;
  readonly createdAt: string;
}

export interface NewAttachmentRow {
  readonly name: string;
  readonly contentType: AttachmentType;
  readonly size: number;
}

/** Whose resume holds an attachment, and what decides who may download it. */
export interface AttachmentHolder extends Pick<Resume, 'ownerId' | 'visibility' | 'blockedOrganizationIds'> {
  readonly name: string;
  readonly contentType: AttachmentType;
}

/** The attachments of resumes (migration 0100), one box per user. */
export interface ResumeAttachmentRepository {
  /** The owner's files, in the order they were added. */
  list(ownerId: string): Promise<ResumeAttachment[]>;
  /**
   * In one transaction: locks the owner, and when the box then holds at most `max - rows.length` files,
   * inserts the rows and calls `store` with each new file's public id (so the file is moved into place before
   * the rows commit). Answers null, writing nothing, when the files would not fit.
   */
  add(
    ownerId: string,
    rows: readonly NewAttachmentRow[],
    max: number,
    store: (publicId: string, index: number) => Promise<void>,
  ): Promise<ResumeAttachment[] | null>;
  /** Gives the owner's file a new label; false when the owner has no such file. */
  rename(ownerId: string, publicId: string, name: string): Promise<boolean>;
  /** Deletes the owner's file's row; false when the owner has no such file. */
  remove(ownerId: string, publicId: string): Promise<boolean>;
  holderOf(publicId: string): Promise<AttachmentHolder | null>;
}
