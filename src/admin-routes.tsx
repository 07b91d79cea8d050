/*
 * The admin-style pages (drafts kept in this browser; DECISIONS.md 7): a small client-rendered
 * app with react-router-dom of its own (src/entry-admin.tsx). The prerender renders each page
 * into the site frame too (src/routes.tsx), so the page reads right before the app starts.
 * Each page's component is loaded on its own, so a page downloads only its own form.
 */
import type { ComponentType } from 'react';
import { staticPages } from './lib/paths';

export type AdminPage = { path: string; load: () => Promise<ComponentType> };

export const adminPages = {
  adminRegister: { path: staticPages.adminRegister, load: () => import('./pages/admin/register-page').then((m) => m.RegisterPage) },
  adminShowData: { path: staticPages.adminShowData, load: () => import('./pages/admin/show-data-page').then((m) => m.ShowDataPage) },
  adminBlogPost: { path: staticPages.adminBlogPost, load: () => import('./pages/admin/blog-post-form-page').then((m) => m.BlogPostFormPage) },
  adminShowPostData: { path: staticPages.adminShowPostData, load: () => import('./pages/admin/show-post-data-page').then((m) => m.ShowPostDataPage) },
  adminInternPost: { path: staticPages.adminInternPost, load: () => import('./pages/admin/intern-post-page').then((m) => m.InternPostPage) },
  adminJobPost: { path: staticPages.adminJobPost, load: () => import('./pages/admin/job-post-page').then((m) => m.JobPostPage) },
  adminInternshipPost: { path: staticPages.adminInternshipPost, load: () => import('./pages/admin/internship-post-page').then((m) => m.InternshipPostPage) },
} satisfies Record<string, AdminPage>;

/** The element the admin app renders into; the prerender writes the page's first view inside it. */
export const ADMIN_ROOT_ID = 'admin-root';

/** Set on the admin root once the app has rendered over the page's first view and runs it. */
export const ADMIN_STARTED_ATTRIBUTE = 'data-started';
