import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourLiterals } from './colour-literals';

const SRC = join(__dirname, '..', '..');
const THEME = join(SRC, 'app', 'theme');

/** Source a user sees: not the theme, not tests and their data. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path === THEME || entry.name === 'test-utils' ? [] : sourceFiles(path);
    if (!/\.(tsx?|css)$/.test(entry.name)) return [];
    if (/\.test\.tsx?$|fixtures\.ts$/.test(entry.name)) return [];
    return [path];
  });
}

describe('colour literals', () => {
  it('finds each kind it forbids', () => {
    const css = '.a { color: white; border: 1px solid var(--mantine-color-gray-3); }';
    expect(colourLiterals('a.module.css', css)).toHaveLength(2);
    expect(colourLiterals('a.tsx', "bg={'var(--mantine-primary-color-0)'}")).toHaveLength(1);
    const tsx = [
      '<Box style={{ background: "#fff", color: "black" }} bg="gray.1" />',
      '<Text c="white" style={{ boxShadow: "0 0 1px rgba(0,0,0,.2)" }} />',
    ].join('\n');
    expect(colourLiterals('a.tsx', tsx)).toHaveLength(5);
  });

  it('lets palette names, variables and ids through', () => {
    const tsx = [
      '<Badge color="teal" c="dimmed" href="#details" />',
      "notifications.show({ color: 'red', title: 'Not saved' });",
      '<Box style={{ background: "var(--if-paper)" }} />',
    ].join('\n');
    expect(colourLiterals('a.tsx', tsx)).toEqual([]);
  });

  it('web/src holds no colour outside the theme folder', () => {
    const hits = sourceFiles(SRC).flatMap((path) =>
      colourLiterals(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(hits).toEqual([]);
  });
});
