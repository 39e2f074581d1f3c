import { COURSE_BRIEF_MAX, COURSE_HOURS_MAX, COURSE_HOURS_MIN, COURSE_TITLE_MAX, COURSES_PER_COACH_MAX, LESSONS_PER_COURSE_MAX } from './constants.ts';

/** Courses. Merged into the one catalogue in catalog/messages.ts. */
export const coursesMessages = {
  // The spec's texts (part 2 §8), misspellings fixed.
  courseFieldsMissing: 'All Fields are Mandatory!',
  courseCreated: 'Course Modules Activated!',
  courseDeleted: 'Course Modules Deleted!',
  lessonSaved: 'Course Lecture Activated!',
  lessonFieldsMissing: 'All Fields Are Important!',
  courseAvailable: 'Content Available',
  courseNotAvailable: 'Content Not Readily Available',
  courseNoContent: 'Content not available.',
  ratedExcellent: 'Thank you for your 5 star reviews!',
  rated: 'Thank you for your reviews!',
  // The spec has no text for these.
  courseNotFound: 'This course was not found.',
  lessonNotFound: 'This lesson was not found.',
  coursesFull: `You can keep up to ${COURSES_PER_COACH_MAX} courses. Please delete one before adding another.`,
  lessonsFull: `A course can hold up to ${LESSONS_PER_COURSE_MAX} lessons.`,
  lessonDeleted: 'Lesson deleted.',
  lessonOrderSaved: 'Lesson order saved.',
  lessonOrderChanged: 'The lessons changed meanwhile. Please look at the new order and try again.',
  lessonDone: 'Lesson marked as done.',
  courseFinished: 'Course completed. Well done!',
  videoUrlInvalid: 'Use a YouTube or Vimeo link, or a link to a video file (.mp4, .webm, .ogg or .m4v) on an address this site allows.',
  courseTitleTooLong: `The title can be up to ${COURSE_TITLE_MAX} characters.`,
  courseBriefTooLong: `The brief can be up to ${COURSE_BRIEF_MAX} characters.`,
  courseHoursInvalid: `The duration is in hours, from ${COURSE_HOURS_MIN} to ${COURSE_HOURS_MAX}, in half hours (for example 1.5).`,
  lessonContentTooLong: 'This lesson is too long. Please split it into two lessons.',
  ratingNeedsContent: 'You can rate this course once it has content.',
  imagesUrlInvalid: 'Upload the lesson’s picture, or link one on an address this site allows.',
  /** Said after videoUrlInvalid or imagesUrlInvalid when the site allows other addresses (LESSON_MEDIA_HOSTS). */
  mediaHostsAllowed: 'Allowed addresses:',
  lessonImageUploaded: 'Picture uploaded. Save the lesson to keep it.',
  coverInvalid: 'Please upload the cover picture again.',
  ratingNeedsOpening: 'Open the course before rating it.',
  ratingInvalid: 'Please choose Bad, Good or Excellent.',
  courseArchived: 'This course is no longer offered; your progress is kept.',
  courseNotOpened: 'Open the course first.',
  coursePositionSaved: 'Your place in the course is saved.',
} as const;
