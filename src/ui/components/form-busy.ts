/** What every form endpoint answers when none of the process's upload slots came free (refusalAnswer). */
export const BUSY_CODE = 'BUSY';

/** The one message for it, whichever form was refused. */
export const BUSY_MESSAGE_KEY = 'formPosts.busy';

/**
 * The message key for a form's error `code`: the shared busy message for BUSY, else the form's own `key`.
 * Forms keep their own words for their own refusals; "send again in a moment" reads the same on each.
 */
export const formErrorKey = (code: string | null | undefined, key: string): string => (code === BUSY_CODE ? BUSY_MESSAGE_KEY : key);
