/** The practical course's real-account tips in the mini-program: the dialog itself (H5 loads it when opened). */
export { RealAccountTips } from '@/packages/practice/course/RealAccountTips'
