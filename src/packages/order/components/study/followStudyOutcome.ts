/**
 * What a tap on a paid order's study button does once src/core/order/study.ts has said what it leads to
 * (docs/spec/ordering-payment.md section 4): the order card and the order detail follow the same outcomes and differ
 * only in what they hand the app, the agreement page they open and the service dialog's buttons.
 */
import type { StudyOutcome } from '@/core/order/study'
import { openStudyApp } from '@/platform/appLink'
import { navigateTo } from '@/platform/navigation'
import { alert, confirm } from '@/platform/ui'

export interface StudyTargets {
  /** What the native app is opened with. */
  app: Record<string, string | number>
  /** The enrolment agreement to sign. */
  agreementUrl: string
  /** The buttons of the "service" dialog that offers the app (the dialog's own when absent). */
  serviceButtons?: { confirmText: string; cancelText: string }
}

export async function followStudyOutcome(outcome: StudyOutcome, to: StudyTargets): Promise<void> {
  switch (outcome.kind) {
    case 'openApp':
      await openStudyApp(to.app)
      return
    case 'serviceDialog':
      if (!outcome.canOpenApp) await alert(outcome.message)
      else if (await confirm({ content: outcome.message, ...to.serviceButtons })) await openStudyApp(to.app)
      return
    case 'alert':
      await alert(outcome.message, outcome.title)
      return
    case 'confirmSign':
      if (await confirm({ content: outcome.message, confirmText: outcome.confirmText, cancelText: outcome.cancelText })) await navigateTo(to.agreementUrl)
  }
}
