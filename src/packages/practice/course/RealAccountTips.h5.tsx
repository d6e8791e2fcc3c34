/**
 * H5: the real-account tips dialog (RealAccountTipsDialog.tsx) is loaded when first opened, off the practice page's
 * first load (NutUI's Dialog and its CSS: about 4 KB gzip against the page's 200 KB budget). Until it is there the
 * page shows nothing of it; a failed load is tried again on the next opening.
 */
import { onDemand } from '@/platform/onDemand'
import type { RealAccountTipsProps } from './RealAccountTipsDialog'

const dialog = onDemand(() => import('./RealAccountTipsDialog').then((m) => m.RealAccountTipsDialog))

export function RealAccountTips(props: RealAccountTipsProps) {
  const Dialog = dialog.useLoaded(props.visible)
  return Dialog ? <Dialog {...props} /> : null
}
