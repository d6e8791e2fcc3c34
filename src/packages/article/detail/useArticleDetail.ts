/**
 * What the article detail shows and does: the article (a read counted on the first load only), the like and collect
 * marks (src/core/article/detail toggleMark), the share recorded once per article per session, the recommended
 * articles (not requested without informationTypeId) and the course seats of the site.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { NewsDetail, NewsItem, RecommendQuery, RecommendSeat } from '@shared/news'
import {
  courseSeats, initialMark, markKey, recordShareOnce, recommendQuery, seatSite, toggleMark, type DetailQuery, type MarkKind,
} from '@/core/article/detail'
import { toLogin } from '@/platform/navigation'
import { sessionHas, sessionMark } from '@/platform/session-memo'
import { readStored, writeStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { newsApi } from '@/services'
import { useStores } from '@/stores'

/** Recommended articles: null while asked, 'none' when not requested (no informationTypeId). */
export type Recommended = NewsItem[] | null | 'none'

export function useArticleDetail(query: DetailQuery) {
  const { session } = useStores()
  const { id } = query
  const [article, setArticle] = useState<NewsDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const [liked, setLiked] = useState(() => (id ? readStored(markKey('like', id)) === true : false))
  const [collected, setCollected] = useState(() => (id ? readStored(markKey('collect', id)) === true : false))
  const [recommended, setRecommended] = useState<Recommended>(null)
  const [seats, setSeats] = useState<RecommendSeat[]>([])
  const busy = useRef<Record<MarkKind, boolean>>({ like: false, collect: false })
  const live = useRef(true)

  useEffect(() => {
    live.current = true
    return () => { live.current = false }
  }, [])

  const show = useCallback((detail: NewsDetail) => {
    const like = initialMark(detail.isLikes, readStored(markKey('like', detail.id)))
    const collect = initialMark(detail.isFavorites, readStored(markKey('collect', detail.id)))
    writeStored(markKey('like', detail.id), like)
    writeStored(markKey('collect', detail.id), collect)
    setArticle(detail)
    setLiked(like)
    setCollected(collect)
  }, [])

  /** isLoad: the reload after a like or collect, which counts no read. */
  const load = useCallback(async (isLoad: boolean) => {
    if (!id) {
      setFailed(true)
      return
    }
    try {
      const detail = await newsApi.detail(id, isLoad)
      if (!live.current) return
      show(detail)
      recordShareOnce(id, isLoad, { recorded: sessionHas, markRecorded: sessionMark, share: newsApi.share })
    } catch {
      // The request layer toasted why; a failed first load is the empty state, a failed reload keeps the page.
      if (!isLoad && live.current) setFailed(true)
    }
  }, [id, show])

  useEffect(() => {
    void load(false)
  }, [load])

  // The query object is new on every render: its recommendation parameters, as a string, decide when to ask again.
  const recommendKey = JSON.stringify(recommendQuery(query))
  useEffect(() => {
    const q = JSON.parse(recommendKey) as RecommendQuery | null
    if (!q) {
      setRecommended('none')
      return
    }
    newsApi.recommendations(q).then(
      (r) => live.current && setRecommended(r?.recommendList ?? []),
      () => live.current && setRecommended([]),
    )
  }, [recommendKey])

  const site = seatSite(query, article)
  useEffect(() => {
    if (!site) return
    newsApi.recommendSeats(site).then((s) => live.current && setSeats(s ?? []), () => undefined)
  }, [site])

  const toggle = useCallback(
    (kind: MarkKind) => {
      if (!article || busy.current[kind]) return
      busy.current[kind] = true
      const current = kind === 'like' ? liked : collected
      void toggleMark(kind, article.id, current, kind === 'like' ? setLiked : setCollected, {
        hasToken: () => !!session.token,
        like: (newsId) => newsApi.like(newsId),
        favorite: (newsId) => newsApi.favorite(newsId),
        cancel: (newsId, type) => newsApi.cancel(newsId, type),
        remember: writeStored,
        toast,
        toLogin: () => void toLogin(),
        reload: () => load(true),
      }).finally(() => {
        busy.current[kind] = false
      })
    },
    [article, liked, collected, session, load],
  )

  return { article, failed, liked, collected, recommended, seats: courseSeats(seats), toggle }
}
