// Loan form and agreement form (docs/spec/ordering-payment.md section 5): every rule's bad inputs, in the spec's order.
import { agreementFormProblem, inviteCodeConfirmable, loanFormProblem } from './forms'

describe('loan form', () => {
  it.each<[string, string, string, string]>([
    ['a plain name', '张三', '13800138000', ''],
    ['15 characters', '欧阳一二三四五六七八九十一二三', '13800138000', ''],
    ['middle-dot parts, "up to two more"', '阿卜杜·热合曼·买买提', '13800138000', ''],
    ['trimmed', '  张三  ', ' 13800138000 ', ''],
    ['one character', '张', '13800138000', '请输入真实姓名'],
    ['16 characters', '欧阳一二三四五六七八九十一二三四', '13800138000', '请输入真实姓名'],
    ['latin letters', 'Zhang San', '13800138000', '请输入真实姓名'],
    ['digits', '张三1', '13800138000', '请输入真实姓名'],
    ['three more parts', '阿卜·热合·买买·提提', '13800138000', '请输入真实姓名'],
    ['a one-character part', '阿卜杜·热', '13800138000', '请输入真实姓名'],
    ['a bullet dot (not in the loan form)', '阿卜杜•热合曼', '13800138000', '请输入真实姓名'],
    ['empty name first', '', '', '请输入真实姓名'],
    ['"mobile required \'请输入手机号\'"', '张三', '', '请输入手机号'],
    ['blank mobile', '张三', '   ', '请输入手机号'],
    ['10 digits', '张三', '1380013800', '请输入正确的手机号'],
    ['12 digits', '张三', '138001380001', '请输入正确的手机号'],
    ['"first 1"', '张三', '23800138000', '请输入正确的手机号'],
    ['"second 3-9": 12', '张三', '12800138000', '请输入正确的手机号'],
    ['letters', '张三', '1380013800a', '请输入正确的手机号'],
  ])('%s', (_n, realName, mobile, problem) => {
    expect(loanFormProblem({ realName, mobile })).toBe(problem)
  })
})

describe('agreement form, "checked in order"', () => {
  const record = { contractRecordId: 11, status: 22 }
  const good = { realName: '张三', idCard: '110101199001011237', mobile: '13800138000', education: 3 }

  it.each<[string, Partial<typeof good> & Record<string, unknown>, object | null, object]>([
    ['valid', {}, record, { ok: true }],
    ['"a contract record exists (else abnormal-agreement alert)"', {}, null, { ok: false, kind: 'abnormal', title: '协议异常', message: '抱歉，您的报名协议异常，请联系招生老师处理' }],
    ['a record without an id is abnormal too', {}, { contractRecordId: null }, { ok: false, kind: 'abnormal' }],
    ['the record comes before the fields', { realName: '' }, null, { ok: false, kind: 'abnormal' }],
    ['"up to 2 middle-dot groups"', { realName: '阿卜杜·热合曼·买买提' }, record, { ok: true }],
    ['"and up to 2 bullet-dot groups"', { realName: '阿卜杜·热合曼•买买提•艾力' }, record, { ok: true }],
    ['three middle-dot groups', { realName: '阿卜·热合·买买·提提' }, record, { ok: false, message: '请输入真实姓名' }],
    ['three bullet-dot groups', { realName: '阿卜•热合•买买•提提' }, record, { ok: false, message: '请输入真实姓名' }],
    ['bullet before middle dot', { realName: '阿卜杜•热合曼·买买提' }, record, { ok: false, message: '请输入真实姓名' }],
    ['one character', { realName: '张' }, record, { ok: false, message: '请输入真实姓名' }],
    ['latin name', { realName: 'Tom' }, record, { ok: false, message: '请输入真实姓名' }],
    ['"ID number non-empty (\'请输入身份证号\')"', { idCard: '  ' }, record, { ok: false, message: '请输入身份证号' }],
    ['ID number: 17 digits', { idCard: '11010119900307123' }, record, { ok: false, message: '请输入正确的身份证号' }],
    ['ID number: wrong check digit', { idCard: '110101199003071234' }, record, { ok: false, message: '请输入正确的身份证号' }],
    ['ID number: no such date', { idCard: '110101199002301236' }, record, { ok: false, message: '请输入正确的身份证号' }],
    ['ID number: check character x', { idCard: '11010119800101007x' }, record, { ok: true }],
    ['ID number: 15 digits (issued before 1999)', { idCard: '110101900307123' }, record, { ok: true }],
    ['no kind named: a mainland resident ID', { idCardType: null, idCard: 'E12345678' }, record, { ok: false, message: '请输入正确的身份证号' }],
    ['Hong Kong / Macao permit', { idCardType: 2, idCard: 'H12345678' }, record, { ok: true }],
    ['Hong Kong / Macao permit: 7 digits', { idCardType: 2, idCard: 'H1234567' }, record, { ok: false, message: '请输入正确的证件号码' }],
    ['Taiwan permit', { idCardType: 3, idCard: '12345678' }, record, { ok: true }],
    ['residence permit', { idCardType: 4, idCard: '810000199003071237' }, record, { ok: true }],
    ['foreign permanent resident ID', { idCardType: 5, idCard: 'USA123456789012' }, record, { ok: true }],
    ['passport', { idCardType: 6, idCard: 'E12345678' }, record, { ok: true }],
    ['passport: empty', { idCardType: 6, idCard: ' ' }, record, { ok: false, message: '请输入证件号码' }],
    ['an unknown kind', { idCardType: 9, idCard: 'E12345678' }, record, { ok: false, message: '请选择证件类型' }],
    ['name is checked before the ID number', { realName: 'x', idCard: '' }, record, { ok: false, message: '请输入真实姓名' }],
    ['"mobile non-empty (\'请输入手机号\')"', { mobile: '' }, record, { ok: false, message: '请输入手机号' }],
    ['mobile numeric', { mobile: '1380013800a' }, record, { ok: false, message: '请输入正确的手机号' }],
    ['mobile at most 11', { mobile: '138001380001' }, record, { ok: false, message: '请输入正确的手机号' }],
    ['"education chosen and non-zero (\'请选择学历\')": 0', { education: 0 }, record, { ok: false, message: '请选择学历' }],
    ['education empty', { education: '' as never }, record, { ok: false, message: '请选择学历' }],
    ['"contract status not 5"', {}, { contractRecordId: 11, status: 5 }, { ok: false, kind: 'field' }],
    ['values are trimmed', { realName: ' 张三 ', idCard: ' 110101199003071233 ', mobile: ' 13800138000 ' }, record, { ok: true }],
  ])('%s', (_n, over, rec, result) => {
    expect(agreementFormProblem({ ...good, ...over } as never, rec as never)).toMatchObject(result)
  })
})

it.each([['', false], ['abcd', false], [' abcd ', false], ['abcde', true], ['ab cd', true]])(
  'invite code "Confirm enabled only when length is greater than 4": %p -> %s', (code, ok) => {
    expect(inviteCodeConfirmable(code)).toBe(ok)
  },
)
