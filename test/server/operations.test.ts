import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/operations';
import { createOperations } from '../../server/app';
import type { Db } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';

describe('the operation catalogue', () => {
  // Handlers are only registered here, never called, so the repositories need no database.
  const registry = createOperations(createRepositories({} as Db));

  it('has a server handler for every operation of src/api/operations.ts', () => {
    expect(registry.missing()).toEqual([]);
  });

  it('serves every envelope operation under its request name', () => {
    const expected = Object.values(operations)
      .map((op) => (op as { request?: string }).request)
      .filter(Boolean);
    expect(registry.requestNames().sort()).toEqual(expected.sort());
  });
});
