// The enrolment agreement: steps, education options, study fields by course type, the detail's agreement row, the
// copy of the enrolment info (docs/spec/ordering-payment.md sections 2 items 4 and 6, 3, 4, 5, 8).
import type { OrderFacts } from './facts'
import {
  agreementRow, canCopyEnrolInfo, DEFAULT_EDUCATION_INDEX, EDUCATION_OPTIONS, educationLabel, enrolInfoText, SIGN_TEXT,
  signStage, studyFieldPlaceholder, studyFields,
} from './agreement'

describe('education options: "value, label (values not shown; default index 0)"', () => {
  it('starts with 请选择 (value 0) at the default index, then 1..5', () => {
    expect(DEFAULT_EDUCATION_INDEX).toBe(0)
    expect(EDUCATION_OPTIONS).toEqual([
      { value: 0, label: '请选择' },
      { value: 1, label: '初中及以下' },
      { value: 2, label: '高中/中专' },
      { value: 3, label: '大专' },
      { value: 4, label: '本科' },
      { value: 5, label: '硕士及以上' },
    ])
  })
  it.each([[0, ''], [3, '大专'], [9, ''], [null, '']])('label of %p: %p', (value, label) => {
    expect(educationLabel(value)).toBe(label)
  })
})

describe('study fields by course type: "plus study fields by course type"', () => {
  it.each<[string, number | null | undefined, string[]]>([
    ['not a degree order (no xlType)', null, []],
    ['xlType 0', 0, []],
    ['undefined', undefined, []],
    ['college upgrade (xlType 1): academicLevel, bkSchool/bkMajor, second choice', 1, ['academicLevel', 'bkSchool', 'bkMajor', 'secondVolunteerUniversity', 'secondVolunteerMajor']],
    ['another degree course (xlType 2): academicLevel, zkSchool/zkMajor, second choice', 2, ['academicLevel', 'zkSchool', 'zkMajor', 'secondVolunteerUniversity', 'secondVolunteerMajor']],
  ])('%s', (_n, xlType, fields) => {
    expect(studyFields(xlType)).toEqual(fields)
  })
  it('placeholders ask for the field', () => {
    expect(studyFieldPlaceholder('bkSchool')).toBe('请输入报考本科院校')
  })
})

it('"Placeholders ask for real name, ID card number and mobile number"; generation text', () => {
  expect([SIGN_TEXT.realNamePlaceholder, SIGN_TEXT.idCardPlaceholder, SIGN_TEXT.mobilePlaceholder]).toEqual(['请输入真实姓名', '请输入身份证号', '请输入手机号'])
  expect(SIGN_TEXT.generating).toBe('协议正在生成中···')
  expect(SIGN_TEXT.steps).toHaveLength(3)
})

describe('sign steps: "three steps (0 complete info, 1 sign agreement, 2 approved)"', () => {
  it.each<[number | null, object]>([
    [22, { step: 0, kind: 'form', rejected: false, blocked: false }],
    [null, { step: 0, kind: 'form', rejected: false, blocked: false }],
    [25, { step: 0, kind: 'form', rejected: true, blocked: false }],
    [5, { step: 0, kind: 'form', rejected: false, blocked: true }],
    [23, { step: 1, kind: 'underReview' }],
    [24, { step: 2, kind: 'approved' }],
    [26, { step: 0, kind: 'abnormal' }],
    [21, { step: 0, kind: 'noSign' }],
    [20, { step: 0, kind: 'noSign' }],
  ])('contract status %p', (status, stage) => {
    expect(signStage(status)).toEqual(stage)
  })
})

describe('copy of enrolment info', () => {
  const info = { academicLevel: '专升本', bkSchool: ' 江西财经大学 ', bkMajor: '会计学', zkSchool: '', secondVolunteerUniversity: '南昌大学', secondVolunteerMajor: '财务管理' }
  it('one "label：value" line per filled field, in a fixed order, trimmed', () => {
    expect(enrolInfoText(info)).toBe([
      '报考层次：专升本',
      '报考本科院校：江西财经大学',
      '报考本科专业：会计学',
      '第二志愿院校：南昌大学',
      '第二志愿专业：财务管理',
    ].join('\n'))
    expect(enrolInfoText({ school: '某大学', major: '会计' })).toBe('报考院校：某大学\n报考专业：会计')
  })
  it('nothing to copy: empty', () => {
    expect(enrolInfoText(null)).toBe('')
    expect(enrolInfoText({ bkSchool: ' ' })).toBe('')
  })
  it.each<[string, object, boolean]>([
    ['degree order with info', { xlType: 1, enrollInfo: info }, true],
    ['degree order without info', { xlType: 1, enrollInfo: null }, false],
    ['not a degree order', { xlType: null, enrollInfo: info }, false],
  ])('offered: %s', (_n, o, offered) => {
    expect(canCopyEnrolInfo(o)).toBe(offered)
  })
})

describe('the order detail\'s agreement row', () => {
  const order = (over: Partial<OrderFacts>): OrderFacts => ({
    state: 3, orderStatus: 17, signContractStatus: 22, studyStatus: 0, installmentType: 0, goodsTypeId: 1, goodsType: 1,
    authorityStatus: null, schoolId: 1, orderOriginType: 2, ...over,
  })
  it.each<[string, Partial<OrderFacts>, object | null]>([
    ['visa-free 21: no row', { signContractStatus: 21 }, null],
    ['no contract: no row', { signContractStatus: null }, null],
    ['paid, pending 22: sign', {}, { text: '待签署', action: 'sign' }],
    ['paid, rejected 25: sign again', { signContractStatus: 25 }, { text: '已驳回，请重新签署', action: 'sign' }],
    ['paid, under review 23: view', { signContractStatus: 23, orderStatus: 18 }, { text: '审核中', action: 'view' }],
    ['paid, signed 24: view', { signContractStatus: 24, orderStatus: 19 }, { text: '已签署', action: 'view' }],
    ['partly paid (2), pending: sign', { state: 2, orderStatus: 12 }, { text: '待签署', action: 'sign' }],
    ['unpaid (1), pending: shown, not tappable (signing comes with paying)', { state: 1, orderStatus: 11 }, { text: '待签署', action: null }],
    ['cancelled: not tappable', { state: 4, orderStatus: 14 }, { text: '待签署', action: null }],
    ['closed and signed: view', { orderStatus: 20, signContractStatus: 24 }, { text: '已签署', action: 'view' }],
    ['error 26: the abnormal alert', { signContractStatus: 26 }, { text: '协议异常', action: 'abnormal' }],
    ['offline 20: not tappable', { signContractStatus: 20 }, { text: '线下签署', action: null }],
  ])('%s', (_n, over, row) => {
    expect(agreementRow(order(over))).toEqual(row)
  })
})
