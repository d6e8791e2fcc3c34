/**
 * The image captcha (captcha-image): the answer's input and the picture, which a tap replaces. The server checks each
 * captcha once, so the form asks for a new one after every send, right or wrong.
 */
import { Image, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { CAPTCHA_LENGTH, sanitiseCaptchaInput } from '@contract/rules/password'
import { ACCOUNT_TEXT } from './texts'

export interface CaptchaFieldProps {
  value: string
  onChange(value: string): void
  /** The picture as a data URL ('' while it loads). */
  image: string
  onRefresh(): void
}

export function CaptchaField({ value, onChange, image, onRefresh }: CaptchaFieldProps) {
  return (
    <View className="account-form__row">
      <Input className="account-form__input" name="captcha" placeholder={ACCOUNT_TEXT.captchaPlaceholder} maxLength={CAPTCHA_LENGTH} value={value} onChange={(v) => onChange(sanitiseCaptchaInput(String(v)))} />
      <View className="account-form__captcha" role="button" aria-label={ACCOUNT_TEXT.captchaImage} onClick={onRefresh}>
        {image ? <Image className="account-form__captcha-image" src={image} mode="aspectFit" ariaLabel={ACCOUNT_TEXT.captchaImage} /> : <View className="account-form__captcha-wait">{ACCOUNT_TEXT.captchaLoading}</View>}
      </View>
    </View>
  )
}
