/**
 * A resume search whose words match at most this many visible resumes is counted exactly; beyond, its
 * counts come from a sample. One number for both sides: the search's adapter samples by it and the search
 * page's note on estimates names it, so the note cannot drift from what the search does.
 */
export const RESUME_SEARCH_EXACT_LIMIT = 2_000;
