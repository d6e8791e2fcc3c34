/** Courses included in a package: name, teacher, lessons. Optionally folded to `foldAt` with an expand toggle. */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { IncludedCourse } from '@contract/goods'
import './index.css'

/** The course list's wording. */
export const COURSE_LIST_TEXT = {
  lessons: (n: number) => `${n}课时`,
  fold: '收起',
  unfold: (n: number) => `展开全部${n}门课程`,
} as const

export interface CourseListProps {
  courses: Pick<IncludedCourse, 'courseId' | 'courseName' | 'teacherName' | 'lessonCount'>[]
  /** Show this many until expanded (no folding when absent). */
  foldAt?: number
}

export function CourseList({ courses, foldAt }: CourseListProps) {
  const [expanded, setExpanded] = useState(false)
  const folded = foldAt !== undefined && !expanded && courses.length > foldAt
  const shown = folded ? courses.slice(0, foldAt) : courses
  return (
    <View className="course-list">
      {shown.map((c, i) => (
        <View key={c.courseId} className="course-list__item">
          <Text className="course-list__index">{i + 1}</Text>
          <View className="course-list__body">
            <Text className="course-list__name">{c.courseName}</Text>
            <Text className="course-list__meta">{[c.teacherName, c.lessonCount ? COURSE_LIST_TEXT.lessons(c.lessonCount) : ''].filter(Boolean).join(' · ')}</Text>
          </View>
        </View>
      ))}
      {foldAt !== undefined && courses.length > foldAt && (
        <View className="course-list__toggle" onClick={() => setExpanded(!expanded)}>
          {expanded ? COURSE_LIST_TEXT.fold : COURSE_LIST_TEXT.unfold(courses.length)}
        </View>
      )}
    </View>
  )
}
