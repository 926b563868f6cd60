import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('OpenAPI document', () => {
  it('documents every games call with its summary, so an aggregator can be connected from /docs', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { summary?: string; parameters?: { name: string; in: string }[] }>
    >;
    const calls = [
      ['get', '/game-composite/v1/catalogue'],
      ['post', '/game-composite/v1/launch'],
      ['get', '/game-composite/v1/rounds'],
      ['post', '/game-composite/v1/reload'],
      ['get', '/admin/v1/games'],
      ['put', '/admin/v1/games'],
      ['post', '/provider/v1/{partner}/balance'],
      ['post', '/provider/v1/{partner}/bet'],
      ['post', '/provider/v1/{partner}/win'],
      ['post', '/provider/v1/{partner}/rollback'],
      ['post', '/house/api/session'],
      ['get', '/house/api/state'],
      ['post', '/house/api/rounds'],
      ['get', '/house/api/rounds'],
      ['post', '/house/api/seeds'],
      ['post', '/house/api/verify'],
    ] as const;
    for (const [method, path] of calls) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(paths['/provider/v1/{partner}/bet']!.post!.parameters).toContainEqual(
      expect.objectContaining({ name: 'partner', in: 'path' }),
    );
  });
});
