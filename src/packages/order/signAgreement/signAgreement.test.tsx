/**
 * /ty/signAgreement (docs/spec/ordering-payment.md sections 2 item 6, 4, 5, 7, 8): the three steps by contract status
 * (22/25 the form, 23 under review, 24 approved), the form's checks in the spec's order with their messages, the
 * abnormal-agreement alert without a contract record, a successful submit going to the sign page (signUrl), a
 * failed one keeping the input, status 26 alerting then going to the order detail, and the degree study fields.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/webPage', () => ({ openWebPage: jest.fn(() => Promise.resolve()) }))

import { act, fireEvent, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ContractUserInfo } from '@contract/payment'
import { redirectTo } from '@/platform/navigation'
import { alert, toast } from '@/platform/ui'
import { openWebPage } from '@/platform/webPage'
import { ApiError } from '@/services/request'
import { button, field, isDisabled, query, typeInto } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { renderPage } from '../../../../tests/jest/renderPage'
import SignAgreementPage, { GENERATING_RETRY_MS } from './index'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'
import degree from '../../../../tests/jest/fixtures/degree-enrolment.json'

const api = { find: jest.fn(), contractUser: jest.fn(), updateContractUser: jest.fn() }
const dict = jest.fn()
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const page = () => renderPage(<SignAgreementPage />, { services: { orderApi: api, qwApi: { educationTypes: dict } }, stores: { session } })

/** The education dictionary's `result` as the reference server answers it (server/__tests__/staff.test.ts). */
const SERVER_DICT = [
  { value: 1, label: '初中及以下' },
  { value: 2, label: '高中/中专' },
  { value: 3, label: '大专' },
  { value: 4, label: '本科' },
  { value: 5, label: '硕士及以上' },
]
beforeEach(() => {
  dict.mockReset()
  dict.mockResolvedValue(SERVER_DICT)
})
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

function contract(over: Partial<ContractUserInfo> = {}): ContractUserInfo {
  return {
    contractRecordId: 31, contractId: 1001, realName: '', idCard: '', mobile: '', education: 0, xlType: null, goodsType: 1,
    academicLevel: '', bkMajor: '', bkSchool: '', zkMajor: '', zkSchool: '', school: '', major: '', secondVolunteerUniversity: '',
    secondVolunteerMajor: '', status: 22, signRejectMsg: '', ...over,
  }
}

const filled = { realName: '王小明', idCard: '110101199003071233', mobile: '13900139000', education: 3 }

async function open(record: ContractUserInfo | null, params: Record<string, string> = { tradeOrderId: 'T0007', userId: '2' }) {
  api.find.mockResolvedValue(orderInfo({ state: 2, orderStatus: 12, signContractStatus: record?.status ?? 22 }))
  if (record) api.contractUser.mockResolvedValue(record)
  else api.contractUser.mockRejectedValue(new Error('404'))
  Current.router = { params, path: '/packages/order/signAgreement/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = page()
  await flush()
  await flush()
  return view
}

/** The step shown as current: the DOM has no other sign of it (no aria-current) than NutUI's class for the step in process. */
const currentStep = (container: HTMLElement) => container.querySelector('.sign-page__steps .nut-step-process .nut-step-title')?.textContent ?? null

async function submit() {
  fireEvent.click(button('提交并签署协议'))
  await flush()
}

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  api.updateContractUser.mockResolvedValue({ signUrl: '/sandbox/contract/sign?contractRecordId=31&token=tok' })
})

describe('loading', () => {
  it('finds the orderId through the order detail, then asks the contract user info of that order', async () => {
    await open(contract(filled))
    expect(api.find).toHaveBeenCalledWith('T0007')
    expect(api.contractUser).toHaveBeenCalledWith(7)
    expect((await field('请输入真实姓名')).value).toBe('王小明')
    expect((await field('请输入手机号')).value).toBe('13900139000')
    expect(screen.getByText('大专')).toBeTruthy()
  })

  it('no order: the empty state', async () => {
    api.find.mockResolvedValue(null) // the client answers null for an order the server refuses
    Current.router = { params: { tradeOrderId: 'T404' }, path: '/packages/order/signAgreement/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
    page()
    await flush()
    await flush()
    expect(screen.getByText('暂无订单信息')).toBeTruthy()
    expect(api.contractUser).not.toHaveBeenCalled()
  })

  it('no answer for the order (offline, timeout, 5xx): a retry instead of 暂无订单信息; the retry shows the form', async () => {
    api.find.mockRejectedValueOnce(new ApiError(0, '请求超时', undefined, 'timeout'))
    await open(contract())
    expect(screen.queryByText('暂无订单信息')).toBeNull()
    expect(screen.getByText('加载失败，点击重试')).toBeTruthy()
    fireEvent.click(button('重新加载'))
    await flush()
    await flush()
    expect(await field('请输入真实姓名')).toBeTruthy()
  })

  it('no answer for the agreement record: a retry, not the abnormal-agreement alert on submit', async () => {
    api.contractUser.mockRejectedValueOnce(new ApiError(502, '请求失败~~~', undefined, 'network'))
    await open(contract())
    expect(screen.getByText('加载失败，点击重试')).toBeTruthy()
    expect(alert).not.toHaveBeenCalled()
    fireEvent.click(button('重新加载'))
    await flush()
    await flush()
    expect(await field('请输入真实姓名')).toBeTruthy()
  })

  it('the placeholders ask for real name, ID card number and mobile number; education defaults to 请选择', async () => {
    await open(contract())
    for (const p of ['请输入真实姓名', '请输入身份证号', '请输入手机号']) expect(await field(p)).toBeTruthy()
    expect(screen.getByText('请选择')).toBeTruthy()
  })
})

describe('steps: "0 complete info, 1 sign agreement, 2 approved"', () => {
  it('22 pending: step 0, the form', async () => {
    const { container } = await open(contract())
    expect(currentStep(container)).toBe('完善信息')
    expect(button('提交并签署协议')).toBeTruthy()
  })

  it('23: step 1, under review, no form', async () => {
    const { container } = await open(contract({ ...filled, status: 23 }))
    expect(currentStep(container)).toBe('签署协议')
    expect(screen.getByText('协议已签署，正在审核中')).toBeTruthy()
    expect(screen.queryByText('提交并签署协议')).toBeNull()
    fireEvent.click(button('查看订单'))
    expect(redirectTo).toHaveBeenCalledWith('/ty/payResult?tradeOrderId=T0007&userId=2')
  })

  it('24: step 2, approved', async () => {
    const { container } = await open(contract({ ...filled, status: 24 }))
    expect(currentStep(container)).toBe('审核通过')
    expect(screen.getByText('协议审核已通过')).toBeTruthy()
    expect(screen.queryByText('提交并签署协议')).toBeNull()
  })

  it('25 rejected: the reject message and the form again, filled with the info to fix', async () => {
    const { container } = await open(contract({ ...filled, status: 25, signRejectMsg: '身份证号与姓名不符，请重新填写' }))
    expect(currentStep(container)).toBe('完善信息')
    expect(screen.getByText('身份证号与姓名不符，请重新填写')).toBeTruthy()
    expect((await field('请输入身份证号')).value).toBe('110101199003071233')
    await typeInto(await field('请输入身份证号'), '110101199003071292')
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledWith(expect.objectContaining({ idCard: '110101199003071292', contractRecordId: 31 }))
  })

  it('26: "raises an abnormal-agreement alert then redirects to the order detail"', async () => {
    await open(contract({ ...filled, status: 26 }))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(alert).toHaveBeenCalledWith('抱歉，您的报名协议异常，请联系招生老师处理', '协议异常')
    await flush()
    expect(redirectTo).toHaveBeenCalledWith('/ty/payResult?tradeOrderId=T0007&userId=2')
  })
})

describe('submitting: the checks in the spec\'s order', () => {
  it('each message in turn: real name, ID number, mobile, education; nothing is sent', async () => {
    await open(contract())
    await typeInto(await field('请输入真实姓名'), 'Wang')
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入真实姓名')

    await typeInto(await field('请输入真实姓名'), '  王小明 ')
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入身份证号')

    await typeInto(await field('请输入身份证号'), '110101199003071233')
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入手机号')

    await typeInto(await field('请输入手机号'), '13900139000')
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请选择学历')

    expect(toast).toHaveBeenCalledTimes(4)
    expect(api.updateContractUser).not.toHaveBeenCalled()
  })

  it('mobile: numeric only, at most 11 digits', async () => {
    await open(contract())
    await typeInto(await field('请输入手机号'), '1390013900077')
    expect((await field('请输入手机号')).value).toBe('13900139000')
  })

  it('no contract record: the abnormal-agreement alert (before any field check), and the record is shown as being generated', async () => {
    await open(contract({ contractRecordId: null }))
    expect(screen.getByText('协议正在生成中···')).toBeTruthy()
    await submit()
    expect(alert).toHaveBeenCalledWith('抱歉，您的报名协议异常，请联系招生老师处理', '协议异常')
    expect(toast).not.toHaveBeenCalled()
    expect(api.updateContractUser).not.toHaveBeenCalled()
  })

  it('a record being generated is asked again after GENERATING_RETRY_MS; the record that arrives fills the form', async () => {
    jest.useFakeTimers()
    try {
      api.find.mockResolvedValue(orderInfo({ state: 2, orderStatus: 12, signContractStatus: 22 }))
      api.contractUser.mockResolvedValueOnce(contract({ contractRecordId: null })).mockResolvedValue(contract({ realName: '王小明' }))
      Current.router = { params: { tradeOrderId: 'T0007', userId: '2' }, path: '/packages/order/signAgreement/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
      page()
      const advance = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms) })
      await advance(0)
      await advance(0)
      expect(screen.getByText('协议正在生成中···')).toBeTruthy()
      expect(api.contractUser).toHaveBeenCalledTimes(1)
      await advance(GENERATING_RETRY_MS - 1)
      expect(api.contractUser).toHaveBeenCalledTimes(1)
      await advance(1)
      await advance(0)
      expect(api.contractUser).toHaveBeenCalledTimes(2)
      expect(api.contractUser).toHaveBeenLastCalledWith(7)
      expect(screen.queryByText('协议正在生成中···')).toBeNull()
      expect((screen.getAllByPlaceholderText('请输入真实姓名').find((el) => el.tagName === 'INPUT') as HTMLInputElement).value).toBe('王小明')
    } finally {
      act(() => { jest.runOnlyPendingTimers() })
      jest.useRealTimers()
    }
  })

  it('the contract call failing: submitting raises the abnormal alert', async () => {
    await open(null)
    await submit()
    expect(alert).toHaveBeenCalledWith('抱歉，您的报名协议异常，请联系招生老师处理', '协议异常')
  })

  it('"contract status 5 blocks signing"', async () => {
    await open(contract({ ...filled, status: 5 }))
    await submit()
    expect(toast).toHaveBeenCalledWith('当前报名协议暂不可签署，请联系招生老师')
    expect(api.updateContractUser).not.toHaveBeenCalled()
  })

  it('success: trimmed values to ty_update_contract_userinfo, then the sign page (signUrl)', async () => {
    await open(contract({ education: 4 }))
    await typeInto(await field('请输入真实姓名'), ' 王小明 ')
    await typeInto(await field('请输入身份证号'), ' 110101199003071233 ')
    await typeInto(await field('请输入手机号'), '13900139000')
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledWith({
      contractRecordId: 31, realName: '王小明', idCard: '110101199003071233', mobile: '13900139000', education: 4,
    })
    expect(openWebPage).toHaveBeenCalledWith('/sandbox/contract/sign?contractRecordId=31&token=tok', expect.anything())
  })

  it('two taps before the button shows it is sending send the signing once', async () => {
    api.updateContractUser.mockReturnValue(new Promise(() => {}))
    await open(contract(filled))
    const tap = button('提交并签署协议')
    // One act: the page does not render between the taps, as when the second tap comes before the commit.
    act(() => {
      tap.click()
      tap.click()
    })
    await flush()
    expect(api.updateContractUser).toHaveBeenCalledTimes(1)
    expect(isDisabled(button('提交并签署协议'))).toBe(true)
  })

  it('a failed request keeps the input', async () => {
    api.updateContractUser.mockRejectedValue(new Error('请输入真实姓名'))
    await open(contract(filled))
    await typeInto(await field('请输入真实姓名'), '王大明')
    await submit()
    expect(openWebPage).not.toHaveBeenCalled()
    expect((await field('请输入真实姓名')).value).toBe('王大明')
    expect((await field('请输入身份证号')).value).toBe('110101199003071233')
    expect(button('提交并签署协议')).toBeTruthy()
  })
})

describe('ID kinds a school enrols (证件类型): the mainland format only for a mainland resident ID', () => {
  const chooseKind = async (container: HTMLElement, label: string) => {
    fireEvent.click(container.querySelector('.sign-form__id-kind')!)
    await flush()
    fireEvent.click(within(query('.sign-form__id-kinds')!).getByText(label))
    await flush()
  }

  it('a 15-digit mainland number (issued before 1999) is sent as typed, with no kind named', async () => {
    await open(contract({ ...filled, idCard: '' }))
    expect(screen.getByText('居民身份证')).toBeTruthy()
    await typeInto(await field('请输入身份证号'), '110101900307123')
    await submit()
    expect(toast).not.toHaveBeenCalled()
    expect(api.updateContractUser).toHaveBeenCalledWith({ contractRecordId: 31, ...filled, idCard: '110101900307123' })
  })

  it.each<[string, number, string, string]>([
    ['港澳居民来往内地通行证', 2, 'H12345678', 'H1234567'],
    ['台湾居民来往大陆通行证', 3, '12345678', '1234567'],
    ['港澳台居民居住证', 4, '810000199003071237', '110101199003071233'],
    ['外国人永久居留身份证', 5, 'USA123456789012', 'US1234567890123'],
    ['护照', 6, 'E12345678', 'ABCDEFGH'],
  ])('%s: its own number is accepted and sent with idCardType %i; a bad one is refused, nothing sent', async (label, kind, good, bad) => {
    const { container } = await open(contract({ ...filled, idCard: '' }))
    await chooseKind(container, label)
    expect(container.querySelector('.sign-form__id-kind .sign-form__kind-value')!.textContent).toBe(label)
    const input = await field('请输入证件号码')
    expect(screen.getByText('证件号码')).toBeTruthy()
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入证件号码')
    await typeInto(input, bad)
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入正确的证件号码')
    expect(api.updateContractUser).not.toHaveBeenCalled()
    await typeInto(input, ` ${good} `)
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledWith({ contractRecordId: 31, ...filled, idCardType: kind, idCard: good })
    expect(openWebPage).toHaveBeenCalled()
  })

  it('a record kept with another kind shows that kind and its number; back to 居民身份证 checks the mainland format', async () => {
    const { container } = await open(contract({ ...filled, idCardType: 6, idCard: 'E12345678' }))
    expect(container.querySelector('.sign-form__kind-value')!.textContent).toBe('护照')
    expect((await field('请输入证件号码')).value).toBe('E12345678')
    await chooseKind(container, '居民身份证')
    expect((await field('请输入身份证号')).value).toBe('E12345678')
    await submit()
    expect(toast).toHaveBeenLastCalledWith('请输入正确的身份证号')
    expect(api.updateContractUser).not.toHaveBeenCalled()
  })

  it('the server refusing the number: its message is the request layer\'s, the form keeps the kind and what was typed', async () => {
    api.updateContractUser.mockRejectedValue(new ApiError(400, '请输入正确的证件号码'))
    const { container } = await open(contract({ ...filled, idCard: '' }))
    await chooseKind(container, '护照')
    await typeInto(await field('请输入证件号码'), 'E12345678')
    await submit()
    expect(openWebPage).not.toHaveBeenCalled()
    expect(container.querySelector('.sign-form__kind-value')!.textContent).toBe('护照')
    expect((await field('请输入证件号码')).value).toBe('E12345678')
    expect(isDisabled(button('提交并签署协议'))).toBe(false)
  })
})

describe('"Opening a payment page without a path fails with \'path undefined\'": an answer without the sign link', () => {
  it.each<[string, unknown]>([
    ['no signUrl', {}],
    ['an empty signUrl', { signUrl: '' }],
    ['no data at all', null],
  ])('%s: said in Chinese, the form kept, the button usable, and a second try goes on', async (_name, answer) => {
    api.updateContractUser.mockResolvedValueOnce(answer)
    await open(contract(filled))
    await typeInto(await field('请输入真实姓名'), '王大明')
    await submit()
    expect(openWebPage).not.toHaveBeenCalled()
    expect(alert).toHaveBeenCalledWith('未获取到协议签署地址，请稍后重试')
    expect((await field('请输入真实姓名')).value).toBe('王大明')
    expect((await field('请输入身份证号')).value).toBe('110101199003071233')
    expect(isDisabled(button('提交并签署协议'))).toBe(false)
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledTimes(2)
    expect(openWebPage).toHaveBeenCalledWith('/sandbox/contract/sign?contractRecordId=31&token=tok', expect.anything())
  })
})

describe('study fields by course type', () => {
  it('a course order asks none', async () => {
    await open(contract(filled))
    expect(screen.queryByText('报考信息')).toBeNull()
  })

  it('a college-upgrade order (xlType 1) asks academicLevel, bkSchool/bkMajor and the second choice, and sends them trimmed', async () => {
    await open(contract({ ...filled, xlType: 1, bkSchool: '重庆工商大学' }))
    expect(screen.getByText('报考信息')).toBeTruthy()
    expect((await field('请输入报考本科院校')).value).toBe('重庆工商大学')
    expect(screen.queryByPlaceholderText('请输入报考专科院校')).toBeNull()
    await typeInto(await field('请输入报考层次'), ' 专升本 ')
    await typeInto(await field('请输入报考本科专业'), '会计学')
    await typeInto(await field('请输入第二志愿院校'), '西南大学')
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledWith({
      contractRecordId: 31, ...filled, academicLevel: '专升本', bkSchool: '重庆工商大学', bkMajor: '会计学',
      secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '',
    })
  })
})

it('the server\'s record of a degree order signed with a Hong Kong permit (the fixture) fills the kind, the number and the study fields', async () => {
  const { container } = await open(degree.contractUser as ContractUserInfo)
  expect(container.querySelector('.sign-form__kind-value')!.textContent).toBe('港澳居民来往内地通行证')
  expect((await field('请输入证件号码')).value).toBe('H12345678')
  expect((await field('请输入报考本科院校')).value).toBe('重庆工商大学')
  expect((await field('请输入第二志愿专业')).value).toBe('财务管理')
  await submit()
  expect(api.updateContractUser).toHaveBeenCalledWith(expect.objectContaining({ idCardType: 2, idCard: 'H12345678', bkMajor: '会计学', academicLevel: '专升本' }))
})

it('tapping education opens the picker', async () => {
  const { container } = await open(contract())
  fireEvent.click(container.querySelector('.sign-form__education')!)
  await flush()
  expect(screen.getAllByText('初中及以下').length).toBeGreaterThan(0)
})

describe('education options from the dictionary ("GET /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)")', () => {
  // The picker's options have no role (option) and no class of the app's: NutUI's class is what lists them, in order.
  const pickerLabels = (container: HTMLElement) =>
    [...container.ownerDocument.querySelectorAll('.nut-pickerview-roller-item')].map((el) => el.textContent?.trim())

  it("asks the dictionary once and offers '请选择' then its options", async () => {
    const { container } = await open(contract())
    expect(dict).toHaveBeenCalledTimes(1)
    expect(container.querySelector('.sign-form__education')!.getAttribute('data-source')).toBe('dict')
    fireEvent.click(container.querySelector('.sign-form__education')!)
    await flush()
    expect(pickerLabels(container)).toEqual(['请选择', ...SERVER_DICT.map((o) => o.label)])
  })

  it('a dictionary that names another option: the picker offers it, a stored choice of it shows its label and is sent', async () => {
    dict.mockResolvedValue([...SERVER_DICT, { value: 6, label: '博士' }])
    const { container } = await open(contract({ ...filled, education: 6 }))
    expect(container.querySelector('.sign-form__education .sign-form__value')!.textContent).toBe('博士')
    fireEvent.click(container.querySelector('.sign-form__education')!)
    await flush()
    expect(pickerLabels(container)).toContain('博士')
    api.updateContractUser.mockResolvedValue({ signUrl: '/sandbox/contract/sign?contractRecordId=31&ticket=t' })
    await submit()
    expect(api.updateContractUser).toHaveBeenCalledWith(expect.objectContaining({ education: 6 }))
  })

  it.each<[string, () => void]>([
    ['the call fails', () => dict.mockRejectedValue(new Error('network'))],
    ['result holds no option', () => dict.mockResolvedValue(null)],
  ])('%s: the constants stand in, quietly', async (_name, arrange) => {
    arrange()
    const { container } = await open(contract({ ...filled, education: 4 }))
    const row = container.querySelector('.sign-form__education')!
    expect(row.getAttribute('data-source')).toBe('constants')
    expect(row.querySelector('.sign-form__value')!.textContent).toBe('本科')
    fireEvent.click(row)
    await flush()
    expect(pickerLabels(container)).toEqual(['请选择', '初中及以下', '高中/中专', '大专', '本科', '硕士及以上'])
    expect(toast).not.toHaveBeenCalled()
  })
})
