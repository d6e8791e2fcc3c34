/** The real-account tips dialog (RealAccountTipsDialog.tsx), with the page in the mini-program. */
export { RealAccountTipsDialog as RealAccountTips, type RealAccountTipsProps } from './RealAccountTipsDialog'
