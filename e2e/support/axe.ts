import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the accessibility tests hold every screen to: WCAG 2.0, 2.1 and 2.2 levels A and AA, axe's best
 * practices and its experimental rules (issue 24: heading order, unique landmarks, target size, names that
 * hold their visible text, stops in the focus order that say what they are).
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** The two screens of issue 24's "done when": a phone and a laptop. */
export const SCREENS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/** The slice of an axe result the report prints. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe as the page sees it, once its source has been evaluated there (no DOM types in the e2e build). */
type PageAxe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
type PageGlobals = { axe?: PageAxe; document: unknown };

/**
 * Runs axe-core (evaluated into the page through the DevTools protocol, which the app's CSP does not
 * block) over the whole document and answers its violations at AXE_TAGS.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => (globalThis as unknown as PageGlobals).axe !== undefined);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const g = globalThis as unknown as PageGlobals;
    const { violations } = await g.axe!.run(g.document, {
      runOnly: { type: 'tag', values: tags },
      // An outside provider's game in the app's frame is the provider's page: the frame itself is checked
      // (its title), not what the provider shows inside it.
      iframes: false,
      resultTypes: ['violations'],
    });
    // Only what the report prints: the rest does not survive the trip out of the page in one piece.
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/** One violation as a few readable lines: rule, impact, help, then each element and why it failed. */
export function describeViolation(v: Violation): string {
  const nodes = v.nodes.map(
    (n) =>
      `    at ${n.target.map(String).join(' > ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
  );
  return [`  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, ...nodes].join('\n');
}

/**
 * Expects (softly: the test goes on to the next screen) no axe violation at AXE_TAGS on the page as it is
 * now; `what` names the screen (route, dialog or popup) in the failure, with the screen size, every
 * violation and its elements.
 */
export async function expectAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  const size = page.viewportSize();
  const report = violations.map(describeViolation).join('\n');
  expect
    .soft(
      violations.length,
      `${what} at ${size?.width}×${size?.height}: ${violations.length} axe violation(s)\n${report}`,
    )
    .toBe(0);
}
