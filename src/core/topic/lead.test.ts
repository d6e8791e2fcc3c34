import { businessLead, checkPioneerForm, cpaCategory, pioneerMemo } from './lead'

// docs/spec/content-access.md section 5: "Business channel params are stored or returned only if both webpageTopic and
// distributorCode are present; registerChannelId fixed to zsh5 in that case"; section 9: "default registerChannelId is
// the h5 channel (zsh5 for business-channel params)"; section 7 Account: "pushBusiness (GET; memo, mobile,
// registerChannelId, url)".
describe('businessLead', () => {
  it.each([
    [{ webpageTopic: 'cpa-spring', distributorCode: 'D1001' }, { registerChannelId: 'zsh5', webpageTopic: 'cpa-spring', distributorCode: 'D1001' }],
    [{ webpageTopic: 'cpa-spring' }, { registerChannelId: 'h5' }],
    [{ distributorCode: 'D1001' }, { registerChannelId: 'h5' }],
    [{ webpageTopic: '', distributorCode: 'D1001' }, { registerChannelId: 'h5' }],
    [undefined, { registerChannelId: 'h5' }],
  ])('channel %p', (channel, out) => {
    const lead = businessLead(' 13800138000 ', 'memo', '/cpaPioneer2', channel)
    expect(lead).toEqual({ mobile: '13800138000', memo: 'memo', url: '/cpaPioneer2', ...out })
  })
})

describe('checkPioneerForm', () => {
  it.each([
    [{ mobile: '', subjects: ['会计'], agreed: true }, '请输入手机号'],
    [{ mobile: '12345', subjects: ['会计'], agreed: true }, '请输入正确的手机号'],
    [{ mobile: '13800138000', subjects: [], agreed: true }, '请选择报考科目'],
    [{ mobile: '13800138000', subjects: ['会计'], agreed: false }, '请阅读并同意隐私政策'],
    [{ mobile: '13800138000', subjects: ['会计', '税法'], agreed: true }, ''],
  ])('%p -> %p', (form, out) => {
    expect(checkPioneerForm(form)).toBe(out)
  })
})

it('pioneerMemo names the funnel, the learner and the subjects', () => {
  expect(pioneerMemo(2, ' 李雷 ', ['会计', '税法'])).toBe('CPA先锋班报名：李雷，科目 会计、税法')
  expect(pioneerMemo(3, '', ['审计'])).toBe('CPA备考资料领取：科目 审计')
})

it('cpaCategory finds the CPA category by name', () => {
  expect(cpaCategory([{ id: 1, name: '初级会计' }, { id: 3, name: '注册会计师' }])?.id).toBe(3)
  expect(cpaCategory([{ id: 9, name: 'CPA冲刺' }])?.id).toBe(9)
  expect(cpaCategory([{ id: 1, name: '初级会计' }])).toBeUndefined()
})
