import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/lib/app-root';

const REPO = join(SERVER_ROOT, '../..');
const read = (file: string) => readFileSync(join(REPO, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};
/** Where the site and its developers run: npm installs another system's optional build nowhere here. */
const OUR_SYSTEMS = ['linux', 'darwin'];
const elsewhereOnly = (entry: { optional?: boolean; os?: string[] }) =>
  entry.optional === true && entry.os !== undefined && !entry.os.some((os) => OUR_SYSTEMS.includes(os));
const stated = pkg.engines.node;

describe('the Node versions package.json states (engines)', () => {
  it('are ones every installed package supports, so npm ci on any of them prints no EBADENGINE', () => {
    expect(semver.validRange(stated)).not.toBeNull();
    const unsupported = Object.entries(lock.packages)
      // sharp's build for 32-bit Windows, e.g., states Node 20 only.
      .filter(([path, entry]) => path !== '' && !elsewhereOnly(entry))
      .map(([path, entry]) => ({
        path,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !semver.subset(stated, node))
      .map(({ path, node }) => `${path.replace(/^.*node_modules\//, '')} wants node ${node}`);
    expect(unsupported).toEqual([]);
  });

  it('are recorded in the lock file as in package.json', () => {
    expect(lock.packages['']!.engines).toEqual(pkg.engines);
  });

  it('start at the version .nvmrc names, the one CI (.ci/run) runs on', () => {
    expect(read('.nvmrc').trim()).toBe(semver.minVersion(stated)!.version);
    expect(read('.ci/run')).toMatch(/\.nvmrc/);
  });
});
