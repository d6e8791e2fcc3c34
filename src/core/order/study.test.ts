// The study button (docs/spec/ordering-payment.md sections 1, 4, 8).
import type { OrderFacts } from './facts'
import { showStudyButton, studyButtonText, studyOutcome } from './study'

const order = (over: Partial<OrderFacts & { signRejectMsg: string }>): OrderFacts & { signRejectMsg?: string } => ({
  state: 3, orderStatus: 19, signContractStatus: 21, studyStatus: 0, installmentType: 0, goodsTypeId: 1, goodsType: 1,
  authorityStatus: null, schoolId: 1, orderOriginType: 2, ...over,
})

describe('"Study button shows when state is complete, agreement is visa-free, signed or offline, and goods type is not 5"', () => {
  it.each<[string, Partial<OrderFacts>, boolean]>([
    ['complete, visa-free', {}, true],
    ['complete, signed', { signContractStatus: 24 }, true],
    ['complete, offline', { signContractStatus: 20 }, true],
    ['complete, pending agreement', { signContractStatus: 22 }, false],
    ['complete, under review', { signContractStatus: 23 }, false],
    ['complete, rejected', { signContractStatus: 25 }, false],
    ['paying', { state: 2 }, false],
    ['goods type 5', { goodsType: 5 }, false],
  ])('%s: %s', (_n, over, shown) => {
    expect(showStudyButton(order(over))).toBe(shown)
  })
})

it.each([[1, '去学习'], [2, '立即学习']])('"origin type 1 ... \'go study\', others \'study now\'": origin %s', (origin, text) => {
  expect(studyButtonText({ orderOriginType: origin })).toBe(text)
})

describe('tapping study', () => {
  it.each<[string, Partial<OrderFacts & { signRejectMsg: string }>, object]>([
    ['real account, 31: the dialog, \'service opening\'', { goodsTypeId: 2, authorityStatus: 31 }, { kind: 'serviceDialog', message: '服务开通中', canOpenApp: false }],
    ['real account, 32: the dialog, to the app', { goodsTypeId: 2, authorityStatus: 32 }, { kind: 'serviceDialog', canOpenApp: true }],
    ['real account, 33: \'服务开通异常，请尽快联系客服处理\'', { goodsTypeId: 2, authorityStatus: 33 }, { kind: 'alert', message: '服务开通异常，请尽快联系客服处理' }],
    ['real account, not opened: an alert', { goodsTypeId: 2, authorityStatus: null }, { kind: 'alert' }],
    ['real account checks the service before the contract', { goodsTypeId: 2, authorityStatus: 33, signContractStatus: 22 }, { kind: 'alert', message: '服务开通异常，请尽快联系客服处理' }],
    ['"contract pending gives an alert to sign first"', { signContractStatus: 22 }, { kind: 'alert', message: '请尽快签署报名协议，协议审核通过后即可学习' }],
    ['"under review gives an alert"', { signContractStatus: 23 }, { kind: 'alert', message: '您的报名协议正在审核中，如有疑问请联系客服' }],
    ['"rejected gives a confirm dialog (sign now or later)" with the reject message', { signContractStatus: 25, signRejectMsg: '身份证号与姓名不符' }, { kind: 'confirmSign', message: '身份证号与姓名不符', confirmText: '立即签署', cancelText: '稍后再说' }],
    ['"error gives an alert": 协议异常', { signContractStatus: 26 }, { kind: 'alert', title: '协议异常', message: '抱歉，您的报名协议异常，请联系招生老师处理' }],
    ['visa-free: "then an app link"', {}, { kind: 'openApp' }],
    ['signed: the app', { signContractStatus: 24 }, { kind: 'openApp' }],
  ])('%s', (_n, over, outcome) => {
    expect(studyOutcome(order(over))).toMatchObject(outcome)
  })
})
