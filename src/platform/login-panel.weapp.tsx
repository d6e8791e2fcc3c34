/** The login popup's panel in the mini-program: LoginPanel itself (src/platform/login-panel.h5.tsx loads it). */
export { LoginPanel as LoginPanelOnDemand } from '@/components/LoginPanel'
