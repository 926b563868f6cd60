#!/usr/bin/env node
// Checks that every decision record and rule page the repository names exists: `docs/decisions/NNN-….md`
// anywhere (code comments, SQL, docs), and relative Markdown links to `decisions/` and `rules/` pages. Also
// refuses any mention of the old single decisions file. Prints how many references it checked; exit code 1 on a
// problem.   node scripts/check-decision-links.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)) && statSync(join(root, f)).isFile());
const rootRef = /docs\/decisions\/[0-9]{3}-[a-z0-9-]+\.md/g;
const mdLink = /\]\(([^)\s#]*(?:decisions|rules)\/[^)\s#]*\.md|[0-9]{3}-[a-z0-9-]+\.md)\)/g;
const oldName = ['DECISIONS', 'md'].join('.');
let checked = 0;
const problems = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  if (text.includes('\u0000')) continue;
  if (text.includes(oldName)) problems.push(`${file}: names ${oldName}`);
  for (const m of text.matchAll(rootRef)) {
    // Inside a Markdown file a relative link may end in the same words: the link check below covers it.
    if (file.endsWith('.md') && '/.'.includes(text[m.index - 1] ?? ' ')) continue;
    checked++;
    if (!existsSync(join(root, m[0]))) problems.push(`${file}: ${m[0]} does not exist`);
  }
  if (!file.endsWith('.md')) continue;
  for (const m of text.matchAll(mdLink)) {
    checked++;
    if (!existsSync(join(root, dirname(file), m[1]))) problems.push(`${file}: link ${m[1]} leads nowhere`);
  }
}
console.log(`checked ${checked} references to docs/decisions and docs/rules, ${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
