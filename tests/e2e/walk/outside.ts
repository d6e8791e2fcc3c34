// Routes a learner enters only from outside the app, each with the reason no tap inside it leads there. The walk test
// (tests/e2e/walk.e2e.ts) fails when one of them becomes reachable by taps (the reason is then stale) and when a route
// is neither reached nor named here.
export const OUTSIDE: Record<string, string> = {
  '/404': 'the router\'s answer to a path no route serves (a mistyped or retired link); nothing links to it',
  '/404-school': 'a campus site\'s link to a school that is closed or unknown; the app lists only open schools',
  '/ty/webPage': 'the mini-program\'s <web-view> for an outside page (the loan platform, the sign page); on H5 those pages open in the browser itself',
  '/shareCourse': 'a course card shared from the native app (getCourseInfo) or a shared link: the card\'s query carries the course',
  '/job-share': 'a job goods shared with the learner (the link a learner copies or sends from /course-detail, with the sharer): a shared link is its only way in',
  '/shareLiveClass': 'a live class shared from /live (the copied link or the messenger\'s share): a shared link is its only way in',
}
