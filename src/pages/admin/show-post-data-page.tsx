import { getAdminCopy } from '../../content/admin';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { blogPostDraftSchema } from '../../schemas/admin';
import { AdminPageShell } from '../../admin/admin-page-shell';
import { AdminSavedView } from '../../admin/admin-saved-view';

/** /admin/showPostData: the post draft /admin/blogPost saved, or 'No data found.'. */
export function ShowPostDataPage() {
  const { showPostData: copy, blogPost } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.blogPost, blogPostDraftSchema, null);
  const { fields } = blogPost;
  return (
    <AdminPageShell path={paths.adminShowPostData} page={copy}>
      <AdminSavedView
        copy={copy}
        storage={storage}
        formHref={paths.adminBlogPost}
        toRecord={(post) => ({
          image: { src: post.image, alt: post.title, label: fields.image.label },
          rows: [
            { label: fields.title.label, value: post.title },
            { label: fields.description.label, value: post.description },
            { label: fields.summary.label, value: post.summary },
          ],
        })}
      />
    </AdminPageShell>
  );
}
