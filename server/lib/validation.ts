import type { FastifySchemaValidationError } from 'fastify'
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler'
import type { FastifySchemaCompiler, FastifyValidationResult, SchemaErrorDataVar } from 'fastify/types/schema'
import { Type, type SchemaOptions, type Static, type StringOptions, type TObject, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox'

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

export const mobileNoSchema = Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-msg': '请输入正确的手机号' })
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

/** Human names of fields, used in generic messages ("缺少参数手机号"). Later features add theirs. */
export const FIELD_LABELS: Record<string, string> = {
  mobileNo: '手机号',
  otp: '验证码',
  type: '类型',
  t: '时间戳t',
  token: 'token',
  nickName: '昵称',
  clientType: '客户端类型clientType',
  raceTrack: '赛道raceTrack',
  code: '登录code',
  loginTicket: '登录凭证loginTicket',
  phoneCode: '手机号授权码phoneCode',
  // goods and orders
  goodsId: '商品goodsId',
  tikuGoodsId: '题库商品tikuGoodsId',
  spPriceId: '套餐spPriceId',
  categoryId: '分类categoryId',
  currentPage: '页码currentPage',
  pageSize: '每页条数pageSize',
  keyword: '搜索内容',
  bannerId: '广告bannerId',
  showPlaceId: '广告位showPlaceId',
  websiteId: '站点websiteId',
  cityId: '城市cityId',
  couponId: '优惠券couponId',
  commodityIdList: '课程commodityIdList',
  childSpecificationPriceIds: '套餐childSpecificationPriceIds',
  schoolId: '校区schoolId',
  signSchoolId: '上课校区signSchoolId',
  signSchoolName: '上课校区名称signSchoolName',
  installmentType: '分期方式installmentType',
  isSendMessage: '短信通知isSendMessage',
  clientOrderKey: '下单标识clientOrderKey',
  tradeOrderId: '订单tradeOrderId',
  // payments, loans, agreements
  orderId: '订单orderId',
  orderNo: '订单号orderNo',
  payPrice: '支付金额payPrice',
  payType: '支付方式payType',
  tradeType: '交易类型tradeType',
  isMince: '分次支付isMince',
  isDownPayment: '首付款isDownPayment',
  clientPayKey: '支付标识clientPayKey',
  subOrderId: '支付单subOrderId',
  tradeNo: '交易号tradeNo',
  loanPlatformId: '分期平台loanPlatformId',
  contractRecordId: '协议contractRecordId',
  inviteCode: '邀请码inviteCode',
  specificationId: '套餐specificationId',
  id: '订单id',
  w: '宽度w',
  h: '高度h',
}

/** Fixed message for a field whatever the failing keyword (used when the schema has no `x-msg`). */
export const FIELD_MESSAGES: Record<string, string> = {
  mobileNo: '请输入正确的手机号',
}

const CONTEXT_NAMES: Record<string, string> = { body: '请求体', querystring: '请求参数', params: '路径参数', headers: '请求头' }

function fieldOf(e: FastifySchemaValidationError): string {
  if (e.keyword === 'required') return String((e.params as { missingProperty?: string }).missingProperty ?? '')
  const parts = e.instancePath.split('/').filter(Boolean)
  return parts.length ? parts[parts.length - 1] : ''
}

function ownMessage(e: FastifySchemaValidationError, field: string): string | undefined {
  const parent = (e as { parentSchema?: Schema }).parentSchema
  if (!parent) return undefined
  if (e.keyword === 'required') {
    const props = parent.properties as Record<string, Schema> | undefined
    const msg = props?.[field]?.['x-msg']
    return typeof msg === 'string' ? msg : undefined
  }
  return typeof parent['x-msg'] === 'string' ? (parent['x-msg'] as string) : undefined
}

/** Turns the first schema error into one Chinese sentence naming the field. */
export function describeValidationError(errors: FastifySchemaValidationError[], context: string): string {
  const e = errors[0]
  if (!e) return '请求参数不正确'
  const field = fieldOf(e)
  if (!field) return `${CONTEXT_NAMES[context] ?? '请求参数'}格式不正确`
  const own = ownMessage(e, field) ?? FIELD_MESSAGES[field]
  if (own) return own
  const label = FIELD_LABELS[field] ?? field
  switch (e.keyword) {
    case 'required':
      return `缺少参数${label}`
    case 'type':
      return `参数${label}类型不正确`
    case 'maxLength':
      return `参数${label}过长`
    case 'minLength':
      return `参数${label}不能为空`
    case 'finite':
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `参数${label}超出范围`
    default:
      return `参数${label}格式不正确`
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], context: SchemaErrorDataVar): Error {
  return new Error(describeValidationError(errors, context))
}

/** Ajv options merged into Fastify's defaults (coerceTypes 'array', removeAdditional only where additionalProperties:false). */
export const ajvCustomOptions = {
  // `verbose` exposes parentSchema on errors so `x-msg` can be read; `x-msg` is an annotation-only keyword.
  verbose: true,
  keywords: ['x-msg'],
  // NaN and ±Infinity are not numbers (in JSON bodies), and 'finite' below catches them after query coercion.
  strictNumbers: true,
}

/**
 * The `finite` keyword, an ajv plugin (Fastify's `ajv.plugins`; its ajv-compiler has no onCreate). Ajv coerces the query string 'Infinity' to Infinity
 * and then skips its range checks for a non-finite number, so ranged() adds `finite: true` to every number.
 */
export function addFiniteKeyword<A extends { addKeyword(def: string | object): unknown }>(ajv: A): A {
  // No `type: 'number'` here: under strictNumbers ajv would take it to mean a finite number and skip Infinity.
  ajv.addKeyword({ keyword: 'finite', schemaType: 'boolean', validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data), errors: false })
  return ajv
}

/**
 * Fastify's validator factory (@fastify/ajv-compiler), with every compiled validator kept for the life of the process
 * by the schema's JSON: an app compiles each distinct schema once, and so does every app after it in this process
 * (the tests build about a thousand apps; compiling was half of each app's start). A schema is data, so equal JSON
 * means an equal validator; the pool keys Ajv by its options and shared schemas, as Fastify's own factory does.
 */
export function cachedValidators(): BuildCompilerFromPool {
  const pool = AjvCompiler()
  const cached = new WeakMap<object, Map<string, FastifyValidationResult>>()
  return (externalSchemas, options) => {
    // Fastify calls a compiler with the route's {schema, method, url, httpPart} (FastifySchemaCompiler), not with the
    // bare schema that @fastify/ajv-compiler's types declare.
    const compile = pool(externalSchemas, options) as unknown as FastifySchemaCompiler<unknown>
    const byJson = cached.get(compile) ?? new Map<string, FastifyValidationResult>()
    cached.set(compile, byJson)
    const compileOnce: FastifySchemaCompiler<unknown> = (route) => {
      const key = JSON.stringify(route.schema)
      let validator = byJson.get(key)
      if (!validator) byJson.set(key, (validator = compile(route)))
      return validator
    }
    return compileOnce as unknown as ReturnType<BuildCompilerFromPool>
  }
}
