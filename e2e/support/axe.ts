import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core's own browser bundle, injected as a page script: the page is checked as it is drawn.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * The serious and critical WCAG 2.x A/AA findings on the page once what is fading in (a dialog,
 * a toast) has reached its real colours.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition)),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    return axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
  });
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** One readable line per finding, for a failing assertion. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map(
    (f) =>
      `${where}: ${f.impact} ${f.id} (${f.nodes.length}) ${f.help}: ${f.nodes.slice(0, 3).join(', ')}`,
  );
}

/** Fails the journey on any serious or critical finding on the page as it is now. */
export async function expectNoSeriousFindings(page: Page, where: string): Promise<void> {
  expect(describeFindings(where, await seriousViolations(page))).toEqual([]);
}
