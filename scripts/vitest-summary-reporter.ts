import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain line CI reads: "Tests: N passed, N failed, N skipped", after where CI's minutes
 * go: each project's time (its files' durations added up, and the wall clock from its first file's start to
 * its last file's end; projects overlap) and the ten slowest files.
 */
export default class SummaryReporter implements Reporter {
  /** Per project: when its first file started and its last one ended (wall clock). */
  private wall = new Map<string, { from: number; to: number }>();

  onTestModuleStart(mod: TestModule) {
    const w = this.wall.get(projectOf(mod)) ?? { from: Date.now(), to: Date.now() };
    this.wall.set(projectOf(mod), w);
  }

  onTestModuleEnd(mod: TestModule) {
    const w = this.wall.get(projectOf(mod));
    if (w) w.to = Math.max(w.to, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const projects = new Map<string, { files: number; busyMs: number }>();
    const files: { name: string; ms: number }[] = [];
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      const { duration, environmentSetupDuration, prepareDuration, collectDuration, setupDuration } =
        mod.diagnostic();
      const ms = duration + environmentSetupDuration + prepareDuration + collectDuration + setupDuration;
      const name = projectOf(mod);
      const p = projects.get(name) ?? { files: 0, busyMs: 0 };
      p.files++;
      p.busyMs += ms;
      projects.set(name, p);
      files.push({ name: `${name} ${mod.relativeModuleId}`, ms });
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const lines = [...projects].map(([name, p]) => {
      const w = this.wall.get(name);
      return `  ${name}: ${p.files} files, ${s(p.busyMs)} in files, ${w ? s(w.to - w.from) : '?'} wall`;
    });
    const slowest = files
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((f) => `  ${s(f.ms)} ${f.name}`);
    process.stdout.write(
      `\nTime per project:\n${lines.join('\n')}\nSlowest files:\n${slowest.join('\n')}\n` +
        `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}

const projectOf = (mod: TestModule) => mod.project.name || 'default';
