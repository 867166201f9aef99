import type pg from 'pg';

/** Drops everything in the public schema (tables, extensions' objects, migration history). */
export async function dropPublicSchema(pool: pg.Pool): Promise<void> {
  await pool.query('drop schema if exists public cascade');
  await pool.query('create schema public');
  await pool.query('grant all on schema public to public');
}
