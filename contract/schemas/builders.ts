import { Type, type SchemaOptions, type Static, type StringOptions, type TObject, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox'
import { FORM_MESSAGES } from '../messages'

/**
 * Request-schema helpers shared by all routes, built with TypeBox (the same objects type the handlers: Static<typeof X>).
 *
 * - Every query and body schema accepts the client's timestamp `t` and an optional `token`, and never
 *   sets additionalProperties:false, so unknown extra params are ignored rather than rejected.
 * - A failing schema answers code 400 with a Chinese message naming the field: a property may carry
 *   its own message in the `x-msg` annotation; otherwise FIELD_MESSAGES or a generic text built
 *   from FIELD_LABELS is used.
 */

export const MOBILE_RE = /^1[3-9]\d{9}$/

type Schema = Record<string, unknown>

export const mobileNoSchema = Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-msg': FORM_MESSAGES.mobileFormat })
export const timestampSchema = Type.Number({ minimum: 0, maximum: 8.64e15 })
export const tokenSchema = Type.String({ maxLength: 256 })

/** Largest id, page number, count or amount (cents) any endpoint takes: SQLite and JS handle it exactly. */
export const MAX_INT = 2 ** 31 - 1

/**
 * Every number gets a range: a numeric property without maximum takes MAX_INT, without minimum -MAX_INT (an id or a
 * page number declares its own minimum), so 1e21, 1e300 or 'Infinity' never reach SQL. Applies inside arrays too.
 * Copies keep TypeBox's symbol keys (Kind, Optional), so the static type is unchanged.
 */
export function ranged<T extends TSchema>(schema: T): T {
  const type = schema.type
  const numeric = type === 'integer' || type === 'number' || (Array.isArray(type) && type.some((t) => t === 'integer' || t === 'number'))
  const out: Schema = { ...schema }
  if (numeric && out.enum === undefined && out.const === undefined) {
    out.finite = true
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = MAX_INT
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -MAX_INT
  }
  if (out.items && typeof out.items === 'object') out.items = ranged(out.items as TSchema)
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, TSchema>).map(([k, v]) => [k, ranged(v)]))
  return out as T
}

const common = { t: Type.Optional(timestampSchema), token: Type.Optional(tokenSchema) }

/**
 * Object schema for a querystring or body: adds optional `t` and `token`, keeps unknown params (no
 * additionalProperties), ranges every number. Required fields are the ones not wrapped in Type.Optional.
 */
export function params<P extends TProperties>(properties: P): TObject<typeof common & P> {
  return ranged(Type.Object({ ...common, ...properties }))
}

/** A body that may be missing altogether (token-only or default-only POSTs): `type: ['object', 'null']`. */
export function orNull<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] })
}

/** An integer out of fixed values (`enum`, not TypeBox's anyOf of literals, so the failing keyword stays 'enum'). */
export function intEnum<const V extends readonly number[]>(values: V, options: SchemaOptions = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'integer', enum: [...values], ...options })
}

/** A string out of fixed values (`enum`, as intEnum). */
export function strEnum<const V extends readonly string[]>(values: V, options: SchemaOptions = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options })
}

/** Shorthands of the most common fields. */
export const str = (maxLength: number, options: StringOptions = {}) => Type.String({ maxLength, ...options })
export const idSchema = Type.Integer({ minimum: 1 })
