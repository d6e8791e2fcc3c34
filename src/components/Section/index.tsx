/** A titled white block of a page, with an optional right-hand action ('更多'...). */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.css'

export interface SectionProps {
  title?: ReactNode
  extra?: ReactNode
  onExtra?: () => void
  children: ReactNode
  className?: string
}

export function Section({ title, extra, onExtra, children, className = '' }: SectionProps) {
  return (
    <View className={`section ${className}`}>
      {(title || extra) && (
        <View className="section__head">
          <Text className="section__title">{title}</Text>
          {extra && <Text className="section__extra tap-area" onClick={onExtra}>{extra}</Text>}
        </View>
      )}
      {children}
    </View>
  )
}
