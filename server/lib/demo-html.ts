import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INCLUDE = /<!--#include ([\w./-]+) -->/g;

/**
 * A demo page with its `<!--#include partials/x.html -->` lines replaced by those files, as a
 * theme's template engine would (the pages share one header). Read on every request: demo only.
 */
export function renderDemoPage(demoDir: string, file: string): string {
  return readFileSync(join(demoDir, file), 'utf8').replace(INCLUDE, (_line, partial: string) =>
    readFileSync(join(demoDir, partial), 'utf8'),
  );
}
