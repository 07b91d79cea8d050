import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { AdminJobPostForm } from '../../admin/admin-job-post-form';
import { AdminPageShell } from '../../admin/admin-page-shell';

/** /admin/internshipPost: saves an internship opening in this browser (DECISIONS.md 7). */
export function InternshipPostPage() {
  return (
    <AdminPageShell path={paths.adminInternshipPost} page={getAdminCopy().internshipPost}>
      <AdminJobPostForm kind="internship" />
    </AdminPageShell>
  );
}
