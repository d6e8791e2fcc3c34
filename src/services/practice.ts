/**
 * Practice service client: the practical course page's calls (docs/spec/content-access.md section 7 "Practical courses and
 * banners", and the playback-token call of "Sharing and messaging-app"; shapes in contract/practice.ts).
 * The page's background calls (counters, banner pv) are quiet: a failure must never stop what the learner does.
 */
import type {
  PlaybackToken, PracticeBanner, PracticeCategory, PracticeCounter, PracticeInformation, PracticeLearnInfo, PracticeNameNode,
  PracticeNode, PracticeSort, PracticeTeacher, PracticeVideo,
} from '@contract/practice'
import { PRACTICE_CALLS as P } from '@contract/calls/table/practice'
import { playbackTokenForm } from '@contract/rules/playback'
import { PRACTICE_BANNER_PLACE } from '@/core/practice'
import { POLYV } from '../config/index'
import { http } from './http'
import type { Requester } from './request'
import { sessionBridge } from './sessionBridge'
import { useService } from './context'

/** What the playback-token form needs besides the video: the account and key, the viewer, the clock. */
export interface PlaybackSigner {
  userId: string
  signKey: string
  viewerId(): number
  now(): number
}

const appSigner: PlaybackSigner = { ...POLYV, viewerId: () => sessionBridge.uid(), now: () => Date.now() }

export function createPracticeApi(request: Requester, signer: PlaybackSigner = appSigner) {
  return {
    banners: (showPlace = PRACTICE_BANNER_PLACE) => request<PracticeBanner[]>(P.getPracticeBanner, { data: { showPlace } }),
    /** Banner pv count: type 0 on show, 1 on click (quiet). */
    bannerPv: (banner: Pick<PracticeBanner, 'id' | 'showPlaceId' | 'websiteId'>, type: 0 | 1) =>
      request<{ show: number; click: number }>(P.updateBannerGoodsPvCount, {
        data: { bannerId: banner.id, showPlaceId: banner.showPlaceId, websiteId: banner.websiteId, type },
        notNeedLogin: true,
      }),
    /** The navigation tree of a tab (the Course tab's: sort = course). */
    tree: (sort: PracticeSort) => request<PracticeNode[]>(P.getPracticeCourseList, { data: { sort } }),
    /** The sortName tree of the industry switcher. */
    names: (sort: PracticeSort) => request<PracticeNameNode[]>(P.getPracticeName, { data: { sort } }),
    floors: () => request<PracticeCategory[]>(P.getPracticeGoodsList),
    ranking: () => request<PracticeLearnInfo[]>(P.getPracticeLearnList),
    videos: (practiceCourseId: number, sort: PracticeSort) =>
      request<PracticeVideo[]>(P.practiceCourseList, { data: { practiceCourseId, sort } }),
    teachers: (practiceCourseId: number) => request<PracticeTeacher[]>(P.practiceTeachers, { data: { practiceCourseId } }),
    information: () => request<PracticeInformation>(P.practiceInformation),
    learners: (practiceCourseId: number) => request<PracticeLearnInfo[]>(P.learnList, { data: { practiceCourseId } }),
    visit: (id: number) => request<PracticeCounter>(P.updateVisit, { data: { id }, notNeedLogin: true }),
    click: (id: number, userId?: number) =>
      request<PracticeCounter>(P.updateClick, { data: { id, userId: userId || undefined }, notNeedLogin: true }),
    /**
     * A playback token for one video id, asked in the spec's form shape (section 7: "form: userId, videoId, viewerId,
     * ts, sign hash"; contract/rules/playback.ts). The learner's token goes in the header: the server takes the user from it
     * (login required: 401 goes to login through the request layer); viewerId is the same learner's uid.
     */
    playToken: (videoId: string) =>
      request<PlaybackToken>(P['polyv/service/v1/token'], {
        data: playbackTokenForm({ userId: signer.userId, videoId, viewerId: String(signer.viewerId()), ts: signer.now() }, signer.signKey),
      }),
  }
}

export type PracticeApi = ReturnType<typeof createPracticeApi>

/** The app's practice client (pure: a page that does not use it does not load it). */
export const practiceApi = /*#__PURE__*/ createPracticeApi(http)

declare module './context' {
  interface Services {
    practiceApi: PracticeApi
  }
}

/** The practiceApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function usePracticeApi(): PracticeApi {
  return useService('practiceApi', practiceApi)
}
