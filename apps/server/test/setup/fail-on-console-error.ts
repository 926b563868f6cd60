import { beforeEach, vi } from 'vitest';

// A test that prints console.error is a failing test (STYLE: epic-stack setup-test-env).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
