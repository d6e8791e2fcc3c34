/**
 * Navbar (content-access.md section 2): back arrow, title, right slot; back goes home when there is no history.
 * Drawn on H5 only: the mini-program has WeChat's own navigation bar.
 */
import type { ReactNode } from 'react'
import { NavBar as NutNavBar } from '@nutui/nutui-react-taro'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { back } from '@/platform/navigation'
import { NAV_BAR_IN_PAGE } from '@/platform/page-frame'
import './index.css'

export interface NavBarProps {
  title?: ReactNode
  right?: ReactNode
  /** Replaces the default back action. */
  onBack?: () => void
}

export function NavBar({ title, right, onBack }: NavBarProps) {
  if (!NAV_BAR_IN_PAGE) return null
  return (
    <NutNavBar
      className="nav-bar"
      fixed
      placeholder
      safeAreaInsetTop
      back={<ArrowLeft size={18} />}
      onBackClick={() => (onBack ? onBack() : void back())}
      right={right}
    >
      {title}
    </NutNavBar>
  )
}
