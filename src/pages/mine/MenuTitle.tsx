/** A menu row's title on the my page and its account section: an icon and its words (styles: mine-menu-title). */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export function MenuTitle({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <View className="mine-menu-title">
      {icon}
      <Text className="mine-menu-title__text">{text}</Text>
    </View>
  )
}
