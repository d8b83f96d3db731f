/**
 * Before the server tests, once per run: the seeded database every test file starts from. A PGlite is
 * migrated and seeded, then dumped (`dumpDataDir`) to a temporary tarball; each test file loads its own
 * copy of it (test/server/helpers.ts, `openSeededDatabase`), so no file sees another's writes and none
 * depends on which ran first. The tarball is removed after the run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template's tarball (a PGlite `dumpDataDir`). */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'jet-server-template-'));
  const database = await openPglite();
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const dump = await database.dump!();
    writeFileSync(join(folder, 'seeded.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededTemplate', join(folder, 'seeded.tar.gz'));
  return () => rmSync(folder, { recursive: true, force: true });
}
