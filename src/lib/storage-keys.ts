/*
 * Every browser-storage key the site uses, in one place. The admin-style pages keep their drafts
 * here and nowhere else (DECISIONS.md 7): they never reach the server.
 */
export const storageKeys = {
  /** /admin/register saves it; /admin/showData shows it. */
  appointment: 'appointmentData',
  /** /admin/blogPost saves it; /admin/showPostData shows it. */
  blogPost: 'blogPostData',
  /** /admin/internPost saves the intern it adds. */
  intern: 'internData',
  /** /admin/jobPost */
  jobPost: 'jobPostData',
  /** /admin/internshipPost */
  internshipPost: 'internshipPostData',
  /** The theme chosen in the header (light or dark); absent means: follow the system. index.html's inline script reads it too. */
  theme: 'theme',
} as const;
