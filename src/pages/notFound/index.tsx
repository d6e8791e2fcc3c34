import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { HOME_URL } from '@/core/routes'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'

export default function NotFoundPage() {
  return (
    <View>
      <NavBar title={APP_TEXT.notFoundTitle} />
      <EmptyState title={APP_TEXT.notFoundTitle} description={APP_TEXT.notFoundText}>
        <Button type="primary" onClick={() => void redirectTo(HOME_URL)}>{APP_TEXT.backHome}</Button>
      </EmptyState>
    </View>
  )
}
