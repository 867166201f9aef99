import { desiredPlaceOf, firstNamedPlace } from '../../../domain/resume-search/desired-place';
import type { Geocoder } from '../geo/geocoder.port';
import type { DesiredPlaceStore } from './desired-place-store.port';

/** Suggestions read per text: enough for the exact name to be among them when the text is a town's name. */
const SUGGESTIONS = 10;

/**
 * locateDesiredPlaces: finds where resumes' owners want to work (their desired location, from the place
 * data the job search uses), so recruiters can search resumes around a town or in a federal state. A
 * round takes the resumes whose text changed; when the place data cannot be read, the round stops and
 * the rest waits for the next one (nothing is marked as "no place" for a failure).
 */
export class LocateDesiredPlaces {
  constructor(
    private readonly store: DesiredPlaceStore,
    private readonly geocoder: Geocoder,
  ) {}

  async execute({ limit }: { limit: number }): Promise<{ located: number }> {
    const pending = await this.store.unlocated(limit);
    let located = 0;
    for (const resume of pending) {
      const text = firstNamedPlace(resume.desiredLocation);
      const suggestions = text === '' ? [] : await this.geocoder.suggest({ text, limit: SUGGESTIONS, locale: 'de', bounds: null });
      await this.store.place(resume.userId, resume.desiredLocation, desiredPlaceOf(text, suggestions));
      located += 1;
    }
    return { located };
  }
}
