/**
 * What the article detail shows and does: the article (a read counted on the first load only), the like and collect
 * marks (src/core/article/detail toggleMark), the share recorded once per article per session, the recommended
 * articles (not requested without informationTypeId) and the course seats of the site.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { NewsDetail, NewsItem, RecommendQuery, RecommendSeat } from '@contract/news'
import {
  courseSeats, initialMark, markKey, recordShareOnce, recommendQuery, seatSite, toggleMark, type DetailQuery, type MarkKind,
} from '@/core/article/detail'
import { toLogin } from '@/platform/navigation'
import { sessionHas, sessionMark } from '@/platform/sessionMemo'
import { readStored, writeStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { useNewsApi } from '@/services/news'
import { isUnanswered } from '@/services/request'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'

/** Recommended articles: null while asked, 'none' when not requested (no informationTypeId). */
export type Recommended = NewsItem[] | null | 'none'

/** The page's remote data lives in Loadables: read it from an observer component. */
export function useArticleDetail(query: DetailQuery) {
  const { session } = useStores()
  const newsApi = useNewsApi()
  const { id } = query
  const [liked, setLiked] = useState(() => (id ? readStored(markKey('like', id)) === true : false))
  const [collected, setCollected] = useState(() => (id ? readStored(markKey('collect', id)) === true : false))
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
    setLiked(like)
    setCollected(collect)
  }, [])

  // The article. The first load counts a read; a load with the article shown is the reload after a like or collect
  // (isLoad), which counts none. A failed first load is the empty state, a failed reload keeps the page (the request
  // layer toasted why).
  const article = useMemo(() => {
    const loadable: Loadable<NewsDetail> = new Loadable(async () => {
      const isLoad = loadable.data !== null
      const detail = await newsApi.detail(id as number, isLoad)
      if (live.current) {
        show(detail)
        recordShareOnce(id as number, isLoad, { recorded: sessionHas, markRecorded: sessionMark, share: newsApi.share })
      }
      return detail
    })
    return loadable
  }, [id, show, newsApi])

  useEffect(() => {
    if (id) void article.load()
  }, [id, article])

  // The query object is new on every render: its recommendation parameters, as a string, decide when to ask again.
  const recommendKey = JSON.stringify(recommendQuery(query))
  const recommendations = useMemo(() => {
    const q = JSON.parse(recommendKey) as RecommendQuery | null
    // A failure shows none.
    return q && new Loadable<NewsItem[]>(() => newsApi.recommendations(q).then((r) => r?.recommendList ?? [], () => []))
  }, [recommendKey, newsApi])
  useEffect(() => {
    void recommendations?.loadOnce()
  }, [recommendations])

  const site = seatSite(query, article.data)
  const seats = useMemo(() => site ? new Loadable<RecommendSeat[]>(() => newsApi.recommendSeats(site).then((s) => s ?? [])) : null, [site, newsApi])
  useEffect(() => {
    void seats?.loadOnce()
  }, [seats])

  const shown = article.data
  const toggle = useCallback(
    (kind: MarkKind) => {
      if (!shown || busy.current[kind]) return
      busy.current[kind] = true
      const current = kind === 'like' ? liked : collected
      void toggleMark(kind, shown.id, current, kind === 'like' ? setLiked : setCollected, {
        hasToken: () => !!session.token,
        like: (newsId) => newsApi.like(newsId),
        favorite: (newsId) => newsApi.favorite(newsId),
        cancel: (newsId, type) => newsApi.cancel(newsId, type),
        remember: writeStored,
        toast,
        toLogin: () => void toLogin(),
        reload: () => article.load(),
      }).finally(() => {
        busy.current[kind] = false
      })
    },
    [shown, liked, collected, session, newsApi, article],
  )

  const recommended: Recommended = recommendations ? recommendations.data : 'none'
  const unanswered = article.status === 'error' && isUnanswered(article.failure)
  return {
    article: shown,
    /** No id, or the server has no such article (or refused it). */
    failed: !id || (article.status === 'error' && !unanswered),
    /** The article read got no answer (5xx, timeout, no connection): said with a retry. */
    unanswered,
    retry: () => void article.load(),
    liked, collected, recommended, seats: courseSeats(seats?.data), toggle }
}
