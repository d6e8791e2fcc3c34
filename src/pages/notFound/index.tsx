import { View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { HOME_URL } from '@/core/routes'
import { APP_TEXT } from '@/core/texts'
import { redirectTo } from '@/platform/navigation'

export default function NotFoundPage() {
  return (
    <View style={{ paddingTop: '120px' }}>
      <Empty status="error" title={APP_TEXT.notFoundTitle} description={APP_TEXT.notFoundText}>
        <Button type="primary" onClick={() => void redirectTo(HOME_URL)}>{APP_TEXT.backHome}</Button>
      </Empty>
    </View>
  )
}
