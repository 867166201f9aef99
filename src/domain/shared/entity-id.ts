/**
 * A stored row's id as the platform hands it out: a bigint in decimal, at most 18 digits, so it always fits
 * a bigint column. Anything else (an empty string, a sign, letters, a number too long) names no row: read
 * as "not found" before a statement is built from it.
 */
export const ENTITY_ID = /^\d{1,18}$/;

export const isEntityId = (value: string): boolean => ENTITY_ID.test(value);
