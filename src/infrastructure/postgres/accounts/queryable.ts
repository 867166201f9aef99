import type pg from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';

/** A pool or a client inside a transaction: the account stores work with either. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export const isId = (id: string): boolean => isEntityId(id);
