/**
 * The practice service: the practical course page and its banners, the student-aid zone's categories and student
 * info (docs/spec/content-access.md section 7 "Practical courses and banners"), and the playback token of "Sharing and
 * messaging-app".
 */
import { defineCalls } from '../contract'

const P = 'content-access / Practical courses and banners' as const
const W = 'wxPracticeCourse/app'

export const PRACTICE_CALLS = /*#__PURE__*/ defineCalls({
  getPracticeBanner: { service: 'practice', method: 'GET', path: 'getPracticeBanner', params: ['showPlace'], body: 'query', token: 'none', spec: P },
  /** The practical course page's banners (the home's are the goods service's). */
  updateBannerGoodsPvCount: {
    service: 'practice', method: 'GET', path: 'updateBannerGoodsPvCount', params: ['type', 'bannerId', 'showPlaceId', 'websiteId'], body: 'query',
    token: 'param', spec: P,
  },
  /** "practice course list (sort; reads code, data tree)" and "getPracticeCourseList (sort)": one call. */
  getPracticeCourseList: { service: 'practice', method: 'GET', path: 'getPracticeCourseList', params: ['sort'], body: 'query', token: 'none', spec: P },
  getPracticeName: { service: 'practice', method: 'GET', path: 'getPracticeName', params: [], body: 'query', token: 'none', spec: P },
  getPracticeGoodsList: { service: 'practice', method: 'GET', path: 'getPracticeGoodsList', params: [], body: 'query', token: 'none', spec: P },
  getPracticeLearnList: { service: 'practice', method: 'GET', path: 'getPracticeLearnList', params: [], body: 'query', token: 'none', spec: P },
  practiceCourseList: { service: 'practice', method: 'GET', path: `${W}/practiceCourseList`, params: [], body: 'query', token: 'none', spec: P },
  practiceTeachers: {
    service: 'practice', method: 'GET', path: `${W}/practiceTeachers`, params: ['practiceCourseId'], body: 'query', token: 'none', spec: P,
  },
  practiceInformation: { service: 'practice', method: 'GET', path: `${W}/practiceInformation`, params: [], body: 'query', token: 'none', spec: P },
  learnList: { service: 'practice', method: 'GET', path: `${W}/learnList`, params: [], body: 'query', token: 'none', spec: P },
  updateVisit: { service: 'practice', method: 'GET', path: `${W}/updateVisit`, params: ['id'], body: 'query', token: 'none', spec: P },
  updateClick: { service: 'practice', method: 'POST', path: `${W}/updateClick`, params: ['id', 'userId'], body: 'json', token: 'param', spec: P },
  /** "POST /polyv/service/v1/token (form: userId, videoId, viewerId, ts, sign hash)". */
  'polyv/service/v1/token': {
    service: 'goods', method: 'POST', path: 'polyv/service/v1/token', params: ['userId', 'videoId', 'viewerId', 'ts', 'sign'], body: 'form',
    token: 'header', spec: 'content-access / Sharing and messaging-app',
  },
  courseCategorys: { service: 'practice', method: 'GET', path: 'courseCategorys', params: [], body: 'query', token: 'none', spec: P, made: false },
  firstCourseCategorys: { service: 'practice', method: 'GET', path: 'firstCourseCategorys', params: [], body: 'query', token: 'none', spec: P, made: false },
  wxCourseCategorys: { service: 'practice', method: 'GET', path: 'wxCourseCategorys', params: ['curPage', 'pageSize'], body: 'query', token: 'none', spec: P },
  wxFirstCourseCategorys: {
    service: 'practice', method: 'GET', path: 'wxFirstCourseCategorys', params: ['curPage', 'pageSize'], body: 'query', token: 'header', spec: P,
  },
  nextCourseCategorysById: {
    service: 'practice', method: 'GET', path: 'nextCourseCategorysById', params: ['curPage', 'pageSize', 'id'], body: 'query', token: 'none', spec: P,
  },
  obtainCoursesById: {
    service: 'practice', method: 'GET', path: 'obtainCoursesById', params: ['curPage', 'pageSize', 'id'], body: 'query', token: 'header', spec: P,
  },
  courseCategorysLikeVideoName: {
    service: 'practice', method: 'GET', path: 'courseCategorysLikeVideoName', params: [], body: 'query', token: 'header', spec: P,
  },
  /** "Student info: cjwxStudentInfo/getUserInfo (token header), cjwxUniversityInfo/universityList, checkUniversity (POST, token header)". */
  'cjwxStudentInfo/getUserInfo': {
    service: 'practice', method: 'GET', path: 'cjwxStudentInfo/getUserInfo', params: [], body: 'query', token: 'header', spec: P,
  },
  'cjwxUniversityInfo/universityList': {
    service: 'practice', method: 'GET', path: 'cjwxUniversityInfo/universityList', params: [], body: 'query', token: 'none', spec: P,
  },
  checkUniversity: { service: 'practice', method: 'POST', path: 'checkUniversity', params: [], body: 'json', token: 'header', spec: P },
})
