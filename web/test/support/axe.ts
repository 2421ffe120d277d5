import axe from 'axe-core';

/**
 * The WCAG A and AA rules axe can judge without a layout engine (colour contrast needs one; the
 * browser tests cover it). Returns the rules broken on the page, with where.
 */
export async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
