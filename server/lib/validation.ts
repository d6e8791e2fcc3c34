import type { FastifySchemaValidationError } from 'fastify'
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler'
import type { FastifySchemaCompiler, FastifyValidationResult, SchemaErrorDataVar } from 'fastify/types/schema'

/**
 * The server's side of request validation: Ajv with the contract's keywords, and a failing schema's answer (code 400,
 * a Chinese message naming the field). The schema builders live with the schemas, in the contract
 * (contract/schemas/builders.ts); routes take them from here too.
 */
export * from '../../contract/schemas/builders'

type Schema = Record<string, unknown>

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
