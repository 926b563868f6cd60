import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** One call that carries U+0000 in one input of one route. */
export interface Probe {
  route: string;
  method: string;
  access: unknown;
  /** Which input holds the NUL: `param tableId`, `query actor`, `body bets.0.code`. */
  where: string;
  url: string;
  body?: unknown;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
}

const NUL = 'a\u0000';
const FILL = 'a';

/**
 * The calls that put a NUL into each input of `route` in turn: each path parameter (the others filled), each
 * query field, and each string anywhere in a body that is otherwise as valid as a schema alone can make it
 * (so the NUL, not a missing field, is what a route meets). `fill` gives the other path parameters' values;
 * the body fields a route judges itself (`ownControlChars`) are left alone.
 */
export function nulProbes(route: RouteOptions, fill: Record<string, string> = {}): Probe[] {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  const params = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const bodySchema = jsonSchemaOf(schema.body);
  const query = jsonSchemaOf(schema.querystring)?.properties ?? {};
  const body = bodySchema ? sample(bodySchema) : undefined;
  const pathWith = (nulIn?: string) =>
    route.url.replace(/:(\w+)|\*/g, (_all, name: string | undefined) =>
      (name ?? '*') === nulIn ? encodeURIComponent(NUL) : (fill[name ?? '*'] ?? FILL),
    );
  return methods.flatMap((method) => {
    const probe = (where: string, url: string, withBody = body): Probe => ({
      route: route.url,
      method,
      access: route.config?.access ?? 'open',
      where,
      url,
      ...(withBody !== undefined && { body: withBody }),
    });
    return [
      ...params.map((name) => probe(`param ${name}`, pathWith(name))),
      ...Object.keys(query).map((key) =>
        probe(`query ${key}`, `${pathWith()}?${key}=${encodeURIComponent(NUL)}`),
      ),
      ...(bodySchema ? stringPaths(bodySchema) : [])
        .filter(([field]) => !route.config?.ownControlChars?.includes(String(field)))
        .map((path) => probe(`body ${path.join('.')}`, pathWith(), withNul(body, path))),
    ];
  });
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const firstOf = (s: JsonSchema) => {
  const options = s.anyOf ?? s.oneOf ?? s.allOf;
  return options && (options.find((o) => o.type !== 'null') ?? options[0]);
};
const typeOf = (s: JsonSchema) => [s.type].flat().find((t) => t !== 'null');

/** A value the schema alone suggests is valid: required fields, one item per array, minimal strings. */
function sample(s: JsonSchema): unknown {
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  const option = firstOf(s);
  if (option) return sample(option);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    case 'array':
      return [sample(s.items ?? {})];
    case 'number':
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2026-01-01';
      return FILL.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return FILL;
  }
}

/** The paths of every string a body may hold (a record's values under the key `a`). */
function stringPaths(s: JsonSchema, at: (string | number)[] = []): (string | number)[][] {
  if (s.enum || 'const' in s) return typeof (s.enum?.[0] ?? s.const) === 'string' ? [at] : [];
  const option = firstOf(s);
  if (option) return stringPaths(option, at);
  switch (typeOf(s)) {
    case 'object': {
      const fields = Object.entries(s.properties ?? {}).flatMap(([k, v]) => stringPaths(v, [...at, k]));
      const extra = s.additionalProperties;
      const record = typeof extra === 'object' ? stringPaths(extra, [...at, FILL]) : [];
      return [...fields, ...record];
    }
    case 'array':
      return stringPaths(s.items ?? {}, [...at, 0]);
    case 'string':
    case undefined:
      return [at];
    default:
      return [];
  }
}

/** A copy of `value` with NUL at `path`, creating the objects and arrays on the way. */
function withNul(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return NUL;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(value) ? [...value] : [];
    list[head] = withNul(list[head], rest);
    return list;
  }
  const record = { ...(value && typeof value === 'object' ? value : {}) } as Record<string, unknown>;
  record[head!] = withNul(record[head!], rest);
  return record;
}
