import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { blogPostDraftSchema } from '../../schemas/admin';
import { AdminSavedPage } from '../../admin/admin-saved-page';

/** /admin/showPostData: the post draft /admin/blogPost saved, or 'No data found.'. */
export function ShowPostDataPage() {
  const { showPostData: copy, blogPost } = getAdminCopy();
  const { fields } = blogPost;
  return (
    <AdminSavedPage
      path={paths.adminShowPostData}
      copy={copy}
      storageKey={storageKeys.blogPost}
      schema={blogPostDraftSchema}
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
  );
}
