import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { AdminJobPostForm } from '../../sections/admin-job-post-form';
import { AdminPageShell } from '../../sections/admin-page-shell';

/** /admin/jobPost: saves a job opening in this browser. */
export function JobPostPage() {
  return (
    <AdminPageShell path={paths.adminJobPost} page={getAdminCopy().jobPost}>
      <AdminJobPostForm kind="job" />
    </AdminPageShell>
  );
}
