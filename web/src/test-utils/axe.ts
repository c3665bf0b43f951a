import axe from 'axe-core';

/**
 * The serious and critical WCAG 2.x A/AA findings axe-core reports on what jsdom holds (dialogs
 * included: they render into the body). jsdom draws nothing, so colour contrast is left to the
 * browser journeys' axe pass.
 */
export async function seriousAxeFindings(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
