import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { AdminJobPostForm } from '../../admin/admin-job-post-form';
import { AdminPageShell } from '../../admin/admin-page-shell';

/** /admin/jobPost: saves a job opening in this browser. */
export function JobPostPage() {
  return (
    <AdminPageShell path={paths.adminJobPost} page={getAdminCopy().jobPost}>
      <AdminJobPostForm kind="job" />
    </AdminPageShell>
  );
}
