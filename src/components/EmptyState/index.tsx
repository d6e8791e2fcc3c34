/** An empty or error state with a local icon (NutUI's Empty defaults to remote images, which an offline page cannot load). */
import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Tips } from '@nutui/icons-react-taro'
import './index.css'

export function EmptyState({ title, description, children }: { title?: string; description: string; children?: ReactNode }) {
  return (
    <View className="empty-state">
      <Tips className="empty-state__icon" size={56} color="#c8c9cc" />
      {title && <Text className="empty-state__title">{title}</Text>}
      <Text className="empty-state__text">{description}</Text>
      {children && <View className="empty-state__actions">{children}</View>}
    </View>
  )
}
