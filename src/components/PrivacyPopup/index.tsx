/**
 * WeChat's privacy agreement popup (src/core/privacy.ts): the guide's name (tap: WeChat's contract page), refuse,
 * and WeChat's agree button. `kind` 'beforePhone': the agree button also asks for the phone number
 * ('getPhoneNumber|agreePrivacyAuthorization'), so one tap agrees and logs in; 'answer': it answers WeChat's
 * pending request (onNeedPrivacyAuthorization), and the call that was waiting goes on by itself.
 */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { AGREE_BUTTON_ID, agreeOpenType, contractTitle, PRIVACY_TEXT } from '@/core/privacy'
import './index.css'

export interface PhoneNumberDetail {
  code?: string
  errMsg?: string
}

export interface PrivacyPopupProps {
  visible: boolean
  kind: 'beforePhone' | 'answer'
  contractName: string
  onOpenContract(): void
  onAgree(): void
  onDisagree(): void
  /** kind 'beforePhone': WeChat's answer to the phone-number request of the agree button. */
  onPhoneNumber?(detail: PhoneNumberDetail): void
}

export function PrivacyPopup({ visible, kind, contractName, onOpenContract, onAgree, onDisagree, onPhoneNumber }: PrivacyPopupProps) {
  return (
    <Popup visible={visible} position="bottom" round closeOnOverlayClick={false} className="privacy-popup" zIndex={2000}>
      {visible && (
        <View className="privacy-popup__body">
          <Text className="privacy-popup__title">{PRIVACY_TEXT.title}</Text>
          <View className="privacy-popup__text">
            <Text>{PRIVACY_TEXT.bodyBefore}</Text>
            <Text className="privacy-popup__contract" onClick={onOpenContract}>{contractTitle(contractName)}</Text>
            <Text>{PRIVACY_TEXT.bodyAfter}</Text>
          </View>
          <View className="privacy-popup__buttons">
            <Button className="privacy-popup__disagree" fill="outline" onClick={onDisagree}>{PRIVACY_TEXT.disagree}</Button>
            <Button
              id={AGREE_BUTTON_ID}
              className="privacy-popup__agree"
              type="success"
              openType={agreeOpenType(kind)}
              onAgreePrivacyAuthorization={onAgree}
              onGetPhoneNumber={(e: { detail: PhoneNumberDetail }) => onPhoneNumber?.(e.detail)}
            >
              {PRIVACY_TEXT.agree}
            </Button>
          </View>
        </View>
      )}
    </Popup>
  )
}
