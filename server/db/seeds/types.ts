import type { Database } from 'better-sqlite3'

/** What a seed module is given: the database and the seeding clock. */
export interface SeedContext {
  db: Database
  now: number
}

/** One seed module (server/db/seed.ts applies each once). */
export interface SeedModule {
  /** Unique, stable name: recorded in `seed_runs` once applied. */
  name: string
  run(ctx: SeedContext): void
}
