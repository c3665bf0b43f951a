import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folders of functions/src depend one way: an area may use another folder, never while that
// folder uses it back (import-x/no-cycle sees cycles of files; this sees ties of folders). Type
// imports count: a tie by types is still two folders that must change together.

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The top folder of a file under src, or null for the root files (app, index, config…). */
function folderOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every `from → to` pair of folders that an import of `from` names. */
function folderEdges(files: string[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      // `../clients` is the clients folder's front door, its index.ts.
      const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
      const to = folderOf(isFolder ? path.join(target, 'index.ts') : target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

function twoWayTies(edges: Map<string, Set<string>>): string[] {
  const ties = new Set<string>();
  for (const [from, tos] of edges) {
    for (const to of tos) {
      if (edges.get(to)?.has(from)) ties.add([from, to].sort().join(' <-> '));
    }
  }
  return [...ties].sort();
}

describe('folders of functions/src', () => {
  const edges = folderEdges(sourceFiles(SRC));

  it('reads the imports between folders', () => {
    expect(edges.get('images')).toContain('paid-tools');
    expect(edges.get('generation')).toContain('jobs');
    expect(edges.get('booking')).toContain('clients');
  });

  it('finds a tie when two folders import each other', () => {
    const tied = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
    ]);
    expect(twoWayTies(tied)).toEqual(['a <-> b']);
  });

  it('have no two-way ties', () => {
    expect(twoWayTies(edges)).toEqual([]);
  });
});
