import { TextAreaField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { blogPostDraftSchema } from '../../schemas/admin';
import { AdminDraftFormPage } from '../../admin/admin-draft-form-page';
import { AdminImagePicker } from '../../admin/admin-image-picker';

const EMPTY = { image: '', title: '', description: '', summary: '' };

/** /admin/blogPost: saves a blog or job post draft in this browser, then shows it on /admin/showPostData. */
export function BlogPostFormPage() {
  const { blogPost: copy } = getAdminCopy();
  const { fields } = copy;
  return (
    <AdminDraftFormPage
      path={paths.adminBlogPost}
      page={copy}
      storageKey={storageKeys.blogPost}
      schema={blogPostDraftSchema}
      empty={EMPTY}
      afterSave={{ showAt: paths.adminShowPostData }}
      fields={({ field, textField }) => (
        <>
          <AdminImagePicker {...fields.image} {...field('image')} />
          <TextField {...fields.title} {...textField('title')} />
          <TextAreaField {...fields.description} {...textField('description')} rows={8} />
          <TextAreaField {...fields.summary} {...textField('summary')} rows={3} />
        </>
      )}
    />
  );
}
