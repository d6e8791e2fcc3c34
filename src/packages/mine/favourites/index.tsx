/**
 * /favourites (this app's own page): what the learner collected, in two tabs: 课程, the collected goods
 * (goods/app/collectionList), and 资讯, the collected articles (myFavoritesNews, docs/spec/content-access.md section 7). Needs
 * login (LoginGate). `?tab=articles` opens the articles.
 */
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import { favouritesTab, type FavouritesTab } from '@/core/pages'
import { APP_TEXT } from '@/core/texts'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { ArticleFavourites } from './ArticleFavourites'
import { GoodsFavourites } from './GoodsFavourites'
import './index.css'

/** The tabs' titles. */
export const FAVOURITES_TEXT = { goods: '课程', articles: '资讯' } as const

const TABS: FavouritesTab[] = ['goods', 'articles']

export default function FavouritesPage() {
  useScrollMemory()
  const { params } = useRouter()
  const [tab, setTab] = useState<FavouritesTab>(() => favouritesTab(params.tab))
  return (
    <View className="favourites-page" data-tab={tab}>
      <NavBar title={APP_TEXT.favourites} />
      <View className="favourites-page__tabs">
        <Tabs value={tab} onChange={(v) => setTab(favouritesTab(String(v)))} duration={0}>
          {TABS.map((t) => <Tabs.TabPane key={t} value={t} title={FAVOURITES_TEXT[t]} />)}
        </Tabs>
      </View>
      <LoginGate>
        <View className={`favourites-page__list${tab === 'goods' ? '' : ' favourites-page__list--hidden'}`}>
          <GoodsFavourites />
        </View>
        <View className={`favourites-page__articles${tab === 'articles' ? '' : ' favourites-page__list--hidden'}`}>
          <ArticleFavourites active={tab === 'articles'} />
        </View>
      </LoginGate>
    </View>
  )
}
