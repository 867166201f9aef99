import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Fixed key: the server tags its inline <style> elements `data-emotion="mui …"`, and the browser's
 * cache with the same key adopts them (moves them into <head>) before hydration, so styles are there
 * from the first byte (no flash of unstyled content) and not inserted twice.
 */
export const EMOTION_CACHE_KEY = 'mui';

// Created at module load in the browser, i.e. before React hydrates, so the SSR styles are adopted first.
const browserCache: EmotionCache | undefined = typeof document !== 'undefined' ? createCache({ key: EMOTION_CACHE_KEY }) : undefined;

/** The browser's single cache, or a fresh one per server render (no style state shared across requests). */
export const getEmotionCache = (): EmotionCache => browserCache ?? createCache({ key: EMOTION_CACHE_KEY });
