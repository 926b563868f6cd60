import { spawn, type ChildProcess } from 'node:child_process';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The system Chromium (nothing downloaded) with a DevTools port of its own choosing, for Lighthouse. */
export async function launchChromium(profile: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(chromiumPath(), [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) resolve({ port: Number(port), child });
    });
    child.on('exit', (code) => reject(new Error(`chromium exited ${code}:\n${output}`)));
  });
}

/** The browser's version, as its DevTools endpoint reports it. */
export async function chromiumVersion(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/json/version`);
  return ((await res.json()) as { Browser: string }).Browser.replace(/^\D+\//, '');
}
