/**
 * /ty/signAgreement (docs/spec/ordering-payment.md sections 2 item 6, 4, 5, 7, 8), query tradeOrderId, userId: three steps
 * (0 complete info, 1 sign agreement, 2 approved). Step 0 is the form — real name, ID number, mobile (numeric, max
 * 11), education (picker, default index 0 '请选择') and the study fields of the course type — checked in the spec's
 * order (agreementFormProblem; the ID number for its kind, contract/rules/idCard.ts), then ty_update_contract_userinfo
 * gives the sign page to go to (H5: the page itself; mini-program: its link to copy, see
 * src/platform/webPage.weapp.ts); an answer without it is said (SIGN_TEXT.noSignLink) and the form stays as typed.
 * 23 under review is step 1, 24 signed step 2;
 * 25 rejected shows the reject message and the form again. Status 26 raises the abnormal-agreement alert and goes
 * to the order detail. '协议正在生成中···' while the contract record is being generated.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Input, Step, Steps } from '@nutui/nutui-react-taro'
import { Tips } from '@nutui/icons-react-taro'
import type { OrderInfo } from '@contract/order'
import type { ContractUserInfo, ContractUserUpdate } from '@contract/payment'
import { DEFAULT_ID_KIND } from '@contract/rules/idCard'
import { decodeParam } from '@/core/query'
import { pagePath } from '@/core/webView'
import { sanitisePhoneInput, PHONE_MAX_LENGTH } from '@/core/validation'
import { ENROL_LABELS, SIGN_TEXT, signStage, studyFieldPlaceholder, studyFields } from '@/core/order/agreement'
import { payResultUrl } from '@/core/order/detail'
import { agreementFormProblem, FORM_TEXT } from '@/core/order/forms'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { redirectTo } from '@/platform/navigation'
import { alert, toast } from '@/platform/ui'
import { openWebPage } from '@/platform/webPage'
import { useOrderApi, type OrderApi } from '@/services/order'
import { absoluteApiUrl } from '@/config'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import { EducationField } from './EducationField'
import { IdFields } from './IdFields'
import { EMPTY_FORM, FieldRow, formOf, ResultPanel, type FormState } from './parts'
import { useFreshOnShow } from '@/components/hooks/useFreshOnShow'
import './index.css'

/** The agreement page's own wording (the form's and the steps' are SIGN_TEXT, src/core/order/agreement.ts). */
export const SIGN_PAGE_TEXT = {
  noOrder: '暂无订单信息',
  noOrderHint: '没有找到这个订单，请稍后再试',
  pageTitle: '签署协议',
} as const

/** While the record is being generated the page asks again, this often, this many times. */
export const GENERATING_RETRY_MS = 2000
export const GENERATING_RETRIES = 10

/** The order and its agreement record; `order: null` when the server has no such order. */
type SignLoad = { order: OrderInfo | null; record: ContractUserInfo | null }

/**
 * The order detail is quiet for a refusal (section 8: its failures are swallowed); it gives the orderId. No answer (for
 * the order or its record) rejects: a retry is offered, or what is shown (and what the learner typed) is kept when it
 * was a reload. A record refused otherwise is none: the request layer has said why, and submitting without a record
 * raises the abnormal alert.
 */
function signLoader(orderApi: OrderApi, tradeOrderId: string): () => Promise<SignLoad> {
  return async () => {
    if (!tradeOrderId) return { order: null, record: null }
    const order = await orderApi.find(tradeOrderId)
    if (!order) return { order: null, record: null }
    const record = await orderApi.contractUser(order.orderId).catch((error: unknown) => {
      if (isUnanswered(error)) throw error
      return null
    })
    return { order, record }
  }
}

const SignAgreement = observer(function SignAgreement() {
  const { params } = useRouter()
  const tradeOrderId = decodeParam(params.tradeOrderId)
  const userId = decodeParam(params.userId)
  const orderApi = useOrderApi()
  const [page] = useState(() => new Loadable(signLoader(orderApi, tradeOrderId)))
  /** The record asked again while it is being generated, for the load it followed. */
  const [regenerated, setRegenerated] = useState<{ after: SignLoad; record: ContractUserInfo } | null>(null)
  const [form, setForm] = useState<FormState>(EMPTY_FORM)
  const [retries, setRetries] = useState(0)
  const prefilledFor = useRef<number | null | undefined>(undefined)
  const abnormalShown = useRef(false)
  // `send` is declared below the early returns; only a tap on the form's button, rendered past them, calls it.
  const { run: submit, busy: submitting } = useOneAtATime(() => send())

  const loaded = page.data
  const order = loaded?.order ?? null
  const contract = loaded && regenerated?.after === loaded ? regenerated.record : loaded?.record ?? null
  const missing = !!loaded && !order
  /** No answer came for the order or its agreement, and nothing is shown yet: a retry is offered. */
  const unanswered = page.status === 'error'
  const detailUrl = payResultUrl(tradeOrderId, userId || order?.userId || '')
  // Back from the sign page (or a browser, in the mini-program): the agreement may have moved on.
  const load = useFreshOnShow(page)

  // A record (a new one) fills the form with what it holds.
  useEffect(() => {
    if (contract && prefilledFor.current !== contract.contractRecordId) {
      prefilledFor.current = contract.contractRecordId
      setForm(formOf(contract))
    }
  }, [contract])

  const status = contract?.status ?? order?.signContractStatus ?? null
  const stage = signStage(status)
  const generating = !!contract && !contract.contractRecordId && stage.kind === 'form' && !stage.blocked

  // Status 26: "raises an abnormal-agreement alert then redirects to the order detail".
  useEffect(() => {
    if (stage.kind !== 'abnormal' || abnormalShown.current) return
    abnormalShown.current = true
    void alert(FORM_TEXT.agreementError, FORM_TEXT.agreementErrorTitle).then(() => redirectTo(detailUrl))
  }, [stage.kind, detailUrl])

  // The record is being generated: ask again a few times.
  useEffect(() => {
    if (!generating || !loaded || !order || retries >= GENERATING_RETRIES) return
    const timer = setTimeout(() => {
      setRetries((n) => n + 1)
      void orderApi.contractUser(order.orderId).then((record) => setRegenerated({ after: loaded, record }), () => undefined)
    }, GENERATING_RETRY_MS)
    return () => clearTimeout(timer)
  }, [generating, loaded, order, orderApi, retries])

  if (missing) return <EmptyState title={SIGN_PAGE_TEXT.noOrder} description={SIGN_PAGE_TEXT.noOrderHint} />
  if (unanswered) return <LoadError onRetry={() => void load()} />
  if (!order) return null

  const xlType = contract?.xlType ?? order.xlType
  const fields = studyFields(xlType)
  const rejectMsg = contract?.signRejectMsg || order.signRejectMsg
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }))

  async function send() {
    const values = { realName: form.realName.trim(), idCard: form.idCard.trim(), mobile: form.mobile.trim(), education: form.education }
    const problem = agreementFormProblem({ ...values, idCardType: form.idCardType }, contract)
    if (!problem.ok) {
      if (problem.kind === 'abnormal') void alert(problem.message, problem.title)
      else toast(problem.message)
      return
    }
    const body: ContractUserUpdate = { contractRecordId: Number(contract!.contractRecordId), ...values }
    // The spec's call names no kind: a mainland resident ID is sent as the spec has it, another kind names itself.
    if (form.idCardType !== DEFAULT_ID_KIND) body.idCardType = form.idCardType as ContractUserUpdate['idCardType']
    for (const f of fields) body[f] = (form.study[f] ?? '').trim()
    try {
      const target = await orderApi.updateContractUser(body)
      const signUrl = pagePath(target?.signUrl)
      if (!signUrl) {
        void alert(SIGN_TEXT.noSignLink)
        return
      }
      await openWebPage(absoluteApiUrl(signUrl), { title: SIGN_TEXT.openInBrowserTitle, content: SIGN_TEXT.openInBrowser })
    } catch {
      // The request layer has toasted why; the form keeps what the learner typed.
    }
  }

  return (
    <View className="sign-page">
      <Section className="sign-page__steps">
        <Steps value={stage.step + 1} status="dynamic">
          {SIGN_TEXT.steps.map((title, i) => <Step key={title} value={i + 1} title={title} />)}
        </Steps>
      </Section>

      {stage.kind === 'underReview' && (
        <ResultPanel icon="wait" title={SIGN_TEXT.underReview} hint={SIGN_TEXT.underReviewHint} onOrder={() => void redirectTo(detailUrl)} />
      )}
      {stage.kind === 'approved' && (
        <ResultPanel icon="done" title={SIGN_TEXT.approved} hint={SIGN_TEXT.approvedHint} onOrder={() => void redirectTo(detailUrl)} />
      )}
      {stage.kind === 'noSign' && (
        <ResultPanel icon="done" title={SIGN_TEXT.noSignNeeded} hint="" onOrder={() => void redirectTo(detailUrl)} />
      )}

      {stage.kind === 'form' && (
        <>
          {stage.rejected && (
            <View className="sign-page__notice sign-page__notice--reject">
              <Text className="sign-page__notice-title">{SIGN_TEXT.rejected}</Text>
              {rejectMsg && <Text className="sign-page__reject-msg">{rejectMsg}</Text>}
              <Text className="sign-page__notice-hint">{SIGN_TEXT.rejectedHint}</Text>
            </View>
          )}
          {stage.blocked && (
            <View className="sign-page__notice sign-page__notice--blocked">
              <Tips size={14} color="#ee8a0c" />
              <Text className="sign-page__notice-text">{FORM_TEXT.blocked}</Text>
            </View>
          )}
          {generating && (
            <View className="sign-page__notice sign-page__notice--generating">
              <Text className="sign-page__notice-text">{SIGN_TEXT.generating}</Text>
            </View>
          )}
          <Section className="sign-form">
            <FieldRow label={SIGN_TEXT.realName}>
              <Input
                className="sign-form__input"
                name="realName"
                placeholder={SIGN_TEXT.realNamePlaceholder}
                maxLength={40}
                value={form.realName}
                onChange={(v) => set({ realName: String(v) })}
              />
            </FieldRow>
            <IdFields
              kind={form.idCardType}
              idCard={form.idCard}
              onKind={(idCardType) => set({ idCardType })}
              onIdCard={(idCard) => set({ idCard })}
            />
            <FieldRow label={SIGN_TEXT.mobile}>
              <Input
                className="sign-form__input"
                name="mobile"
                type="number"
                placeholder={SIGN_TEXT.mobilePlaceholder}
                maxLength={PHONE_MAX_LENGTH}
                value={form.mobile}
                onChange={(v) => set({ mobile: sanitisePhoneInput(String(v)) })}
              />
            </FieldRow>
            <EducationField value={form.education} onChange={(education) => set({ education })} />
          </Section>

          {fields.length > 0 && (
            <Section className="sign-form sign-form--study" title={SIGN_TEXT.studyInfo}>
              {fields.map((f) => (
                <FieldRow key={f} label={ENROL_LABELS[f]}>
                  <Input
                    className="sign-form__input"
                    name={f}
                    placeholder={studyFieldPlaceholder(f)}
                    maxLength={100}
                    value={form.study[f] ?? ''}
                    onChange={(v) => setForm((s) => ({ ...s, study: { ...s.study, [f]: String(v) } }))}
                  />
                </FieldRow>
              ))}
            </Section>
          )}

          <View className="sign-page__submit">
            <Button type="primary" block loading={submitting} disabled={submitting} onClick={() => void submit()}>
              {SIGN_TEXT.submit}
            </Button>
          </View>

        </>
      )}
    </View>
  )
})

export default function SignAgreementPage() {
  return (
    <>
      <NavBar title={SIGN_PAGE_TEXT.pageTitle} />
      <LoginGate>
        <SignAgreement />
      </LoginGate>
    </>
  )
}
