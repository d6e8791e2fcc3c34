/**
 * The image captcha (captcha-image): the answer's input and the picture, which a tap replaces. The server checks each
 * captcha once, so the form asks for a new one after every send, right or wrong. A picture that failed to load says
 * '加载失败，点击重试' in its place; the tap loads it again.
 */
import { Image, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { CAPTCHA_LENGTH, sanitiseCaptchaInput } from '@contract/rules/password'
import { T } from '@/core/texts'
import { ACCOUNT_TEXT } from './texts'

export interface CaptchaFieldProps {
  value: string
  onChange(value: string): void
  /** The picture as a data URL ('' while it loads). */
  image: string
  /** The last load got no picture: its place says so. */
  failed?: boolean
  onRefresh(): void
}

export function CaptchaField({ value, onChange, image, failed, onRefresh }: CaptchaFieldProps) {
  return (
    <View className="account-form__row">
      <Input className="account-form__input" name="captcha" placeholder={ACCOUNT_TEXT.captchaPlaceholder} maxLength={CAPTCHA_LENGTH} value={value} onChange={(v) => onChange(sanitiseCaptchaInput(String(v)))} />
      {/* Named by the picture while it shows; by its words ('加载失败，点击重试', loading) otherwise. */}
      <View className="account-form__captcha" role="button" aria-label={image ? ACCOUNT_TEXT.captchaImage : undefined} onClick={onRefresh}>
        {image ? (
          <Image className="account-form__captcha-image" src={image} mode="aspectFit" ariaLabel={ACCOUNT_TEXT.captchaImage} />
        ) : failed ? (
          <View className="account-form__captcha-wait account-form__captcha-wait--error">{T.loadFailed}</View>
        ) : (
          <View className="account-form__captcha-wait">{ACCOUNT_TEXT.captchaLoading}</View>
        )}
      </View>
    </View>
  )
}
