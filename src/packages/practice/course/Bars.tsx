/**
 * The bottom bars: the Course tab's customer-service and buy buttons; the Audition tab's audition bar (a notice
 * and the two buttons 'consult course' and 'sign up now').
 */
import { Text, View } from '@tarojs/components'
import { Button, NoticeBar } from '@nutui/nutui-react-taro'
import { Service } from '@nutui/icons-react-taro'
import { PRACTICE_APP_TEXT, PRACTICE_TEXT, marqueeSpeed } from '@/core/practice'

export function CourseBar({ canBuy, onService, onBuy }: { canBuy: boolean; onService(): void; onBuy(): void }) {
  return (
    <View className="bottom-bar practice-bar">
      <View className="practice-bar__service" onClick={onService}>
        <Service size={20} />
        <Text className="practice-bar__service-text">{PRACTICE_APP_TEXT.service}</Text>
      </View>
      <Button className="practice-bar__buy" type="primary" disabled={!canBuy} onClick={() => canBuy && onBuy()}>
        {PRACTICE_APP_TEXT.buy}
      </Button>
    </View>
  )
}

export function AuditionBar({ canSignUp, onConsult, onSignUp }: { canSignUp: boolean; onConsult(): void; onSignUp(): void }) {
  return (
    <View className="practice-audition-bar">
      <NoticeBar className="practice-audition-bar__notice" content={PRACTICE_APP_TEXT.auditionNotice} speed={marqueeSpeed('notice')} scrollable />
      <View className="practice-audition-bar__buttons">
        <View className="practice-audition-bar__button">
          <Button className="practice-audition-bar__consult" fill="outline" type="primary" onClick={onConsult}>
            {PRACTICE_TEXT.consult}
          </Button>
        </View>
        <View className="practice-audition-bar__button">
          <Button className="practice-audition-bar__sign-up" type="primary" disabled={!canSignUp} onClick={() => canSignUp && onSignUp()}>
            {PRACTICE_TEXT.signUp}
          </Button>
        </View>
      </View>
    </View>
  )
}
