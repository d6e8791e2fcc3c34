/** Choosing the courses of a selectable package (/ty/CourseSelect): exactly `chooseNum` of its courses. */
export interface CourseToggle {
  chosen: number[]
  /** Why the tap changed nothing ('' when it did). */
  refused: string
}

export function toggleCourse(chosen: number[], courseId: number, chooseNum: number): CourseToggle {
  if (chosen.includes(courseId)) return { chosen: chosen.filter((id) => id !== courseId), refused: '' }
  if (chosen.length >= chooseNum) return { chosen, refused: `最多选择${chooseNum}门课程` }
  return { chosen: [...chosen, courseId], refused: '' }
}

/** The course ids in a `courseIdList` query ('11,12'), numbers only. */
export function parseCourseIdList(text: string | undefined): number[] {
  return (text ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0)
}
