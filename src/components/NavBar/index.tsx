/**
 * Navbar (docs/spec/content-access.md section 2): back arrow, title, right slot; back goes home when there is no history.
 * Drawn on H5 (outside the provider's app). In the mini-program WeChat draws the bar, except on a page whose config
 * asks for none (navigationStyle custom) so that its back arrow is the page's own: that page passes `ownBar` and
 * gets this bar below the status bar, clear of the capsule (the pages that guard leaving: src/platform/leaveGuard).
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { NavBar as NutNavBar } from '@nutui/nutui-react-taro'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { back } from '@/platform/navigation'
import { NAV_BAR_IN_PAGE, ownNavBarFrame } from '@/platform/pageFrame'
import './index.css'

export const NAV_BAR_TEXT = { back: '返回' } as const

export interface NavBarProps {
  title?: ReactNode
  right?: ReactNode
  /** Replaces the default back action. */
  onBack?: () => void
  /** The page asks WeChat for no bar (navigationStyle custom): draw it in the mini-program too. */
  ownBar?: boolean
}

export function NavBar({ title, right, onBack, ownBar = false }: NavBarProps) {
  const goBack = () => (onBack ? onBack() : void back())
  if (!NAV_BAR_IN_PAGE) return ownBar ? <OwnBar title={title} onBack={goBack} /> : null
  return (
    <NutNavBar
      className="nav-bar"
      fixed
      placeholder
      safeAreaInsetTop
      back={<ArrowLeft size={18} />}
      onBackClick={goBack}
      right={right}
    >
      {title}
    </NutNavBar>
  )
}

/** The mini-program's bar for a navigationStyle custom page, as WeChat would draw it (white, title centred). */
function OwnBar({ title, onBack }: { title?: ReactNode; onBack(): void }) {
  const frame = ownNavBarFrame()
  if (!frame) return null
  const tall = frame.top + frame.height
  return (
    <>
      <View className="own-nav-bar" style={{ paddingTop: `${frame.top}px`, height: `${frame.height}px` }}>
        <View className="own-nav-bar__back" style={{ height: `${frame.height}px` }} ariaLabel={NAV_BAR_TEXT.back} ariaRole="button" onClick={onBack}>
          <ArrowLeft size={18} />
        </View>
        <Text className="own-nav-bar__title" style={{ lineHeight: `${frame.height}px`, margin: `0 ${frame.right}px` }}>{title}</Text>
      </View>
      <View className="own-nav-bar__placeholder" style={{ height: `${tall}px` }} />
    </>
  )
}
