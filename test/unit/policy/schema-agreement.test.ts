/**
 * The zod policy schema is the source of truth; Chrome reads public/managed_schema.json. A key or type in
 * one and not the other would be a policy Chrome drops or one the extension ignores.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { policySchema, POLICY_KEYS } from '@/utils/policy/schema';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  [attribute: string]: unknown;
}

const managed = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../public/managed_schema.json'), 'utf8'),
) as JsonSchema;
const fromZod = z.toJSONSchema(policySchema, { unrepresentable: 'any' }) as JsonSchema;

/** The part of a property both sides must agree on: its type, its allowed values, its items' type. */
function shape(schema: JsonSchema | undefined) {
  return {
    type: schema?.type,
    enum: schema?.enum,
    items: schema?.items ? { type: schema.items.type, enum: schema.items.enum } : undefined,
  };
}

describe('managed_schema.json and the zod policy schema', () => {
  it('declare the same keys', () => {
    expect(Object.keys(managed.properties ?? {}).sort()).toEqual([...POLICY_KEYS].sort());
    expect(Object.keys(fromZod.properties ?? {}).sort()).toEqual([...POLICY_KEYS].sort());
  });

  it.each(POLICY_KEYS)('agree on the type of %s', (key) => {
    expect(shape(managed.properties?.[key])).toEqual(shape(fromZod.properties?.[key]));
  });

  // Chrome refuses to load an extension whose schema breaks its rules (the e2e proves the real check).
  it("keeps to Chrome's rules: an object at the top without additionalProperties, one type per schema", () => {
    expect(managed.type).toBe('object');
    expect(managed).not.toHaveProperty('additionalProperties');
    const known = new Set(['type', 'title', 'description', 'enum', 'items', 'minimum', 'maximum']);
    for (const [key, property] of Object.entries(managed.properties ?? {})) {
      expect(['string', 'number', 'integer', 'boolean', 'array', 'object'], key).toContain(property.type);
      // A nested object (per-currency limits) names the one type of its values.
      if (property.type === 'object') {
        expect(property.additionalProperties, key).toEqual({ type: 'number' });
        expect(fromZod.properties?.[key]?.additionalProperties, key).toMatchObject({ type: 'number' });
      }
      const unknown = Object.keys(property).filter(
        (name) =>
          !known.has(name) &&
          name !== 'sensitiveValue' &&
          !(property.type === 'object' && name === 'additionalProperties'),
      );
      expect(unknown, key).toEqual([]);
    }
  });
});
