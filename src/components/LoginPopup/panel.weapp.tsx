/** The login popup's panel in the mini-program: LoginPanel itself (./panel.h5.tsx loads it on H5). */
export { LoginPanel as LoginPanelOnDemand } from '@/components/LoginPanel'
