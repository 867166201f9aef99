import type { DesiredPlace } from '../../../domain/resume-search/desired-place';

export interface UnlocatedResume {
  readonly userId: string;
  readonly desiredLocation: string;
}

/** The resume search's places: which resumes still need one, and where each was found. */
export interface DesiredPlaceStore {
  /** Resumes whose desired location was not looked up since it last changed. */
  unlocated(limit: number): Promise<readonly UnlocatedResume[]>;
  /**
   * Stores the place found for this text (null: none). Ignored when the resume's desired location has
   * changed since it was read: the newer text is looked up in its own turn.
   */
  place(userId: string, desiredLocation: string, place: DesiredPlace | null): Promise<void>;
}
