import type pg from 'pg';

/** A pool or a client inside a transaction: the account stores work with either. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
