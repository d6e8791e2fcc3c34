/**
 * Which auditions to book the learner booked already (docs/spec/content-access.md section 7 ifSubscribe, section 3 "Audition:
 * ... book 3"): asked for each goods of `ids` while logged in; a guest books nothing. `reload` asks again (after a
 * booking). A failed answer counts as not booked (the button keeps '预约试听').
 */
import { useCallback, useEffect, useState } from 'react'
import { useKnowledgeApi } from '@/services/knowledge'

export function useBooked(ids: number[], loggedIn: boolean): { booked: Set<number>; reload(): void } {
  const knowledgeApi = useKnowledgeApi()
  const [booked, setBooked] = useState<Set<number>>(() => new Set())
  const [round, setRound] = useState(0)
  const key = loggedIn ? ids.join(',') : ''

  useEffect(() => {
    let live = true
    const wanted = key ? key.split(',').map(Number) : []
    Promise.all(wanted.map((id) => knowledgeApi.subscribed(id).then((s) => (s.subscribed ? id : null), () => null))).then((found) => {
      if (live) setBooked(new Set(found.filter((id): id is number => id !== null)))
    })
    return () => {
      live = false
    }
  }, [key, knowledgeApi, round])

  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { booked, reload }
}
