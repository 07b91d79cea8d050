import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextAreaField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { useDraftForm } from '../../hooks/use-draft-form';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { blogPostDraftSchema } from '../../schemas/admin';
import { AdminForm, type AdminFormStatus } from '../../admin/admin-form';
import { AdminImagePicker } from '../../admin/admin-image-picker';
import { AdminPageShell } from '../../admin/admin-page-shell';
import { AdminStorageBlockedNotice } from '../../admin/admin-storage-blocked-notice';
import { storageProblemMessage } from '../../admin/admin-storage-message';

const EMPTY = { image: '', title: '', description: '', summary: '' };

/** /admin/blogPost: saves a blog or job post draft in this browser, then shows it on /admin/showPostData. */
export function BlogPostFormPage() {
  const { blogPost: copy, states } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.blogPost, blogPostDraftSchema, null);
  const { values, validate, field, textField } = useDraftForm(blogPostDraftSchema, EMPTY);
  const [status, setStatus] = useState<AdminFormStatus>(null);
  const navigate = useNavigate();

  function handleSubmit(form: HTMLFormElement) {
    const post = validate(form, values);
    if (!post) return setStatus({ tone: 'error', message: states.invalid });
    const saved = storage.write(post);
    if (!saved.ok) return setStatus({ tone: 'error', message: storageProblemMessage(saved.problem, states) });
    void navigate(paths.adminShowPostData);
  }

  const { fields } = copy;
  return (
    <AdminPageShell path={paths.adminBlogPost} page={copy}>
      <AdminStorageBlockedNotice readProblem={storage.readProblem} />
      <AdminForm label={copy.heading} submitLabel={copy.submit} status={status} onSubmit={handleSubmit}>
        <AdminImagePicker {...fields.image} {...field('image')} />
        <TextField {...fields.title} {...textField('title')} />
        <TextAreaField {...fields.description} {...textField('description')} rows={8} />
        <TextAreaField {...fields.summary} {...textField('summary')} rows={3} />
      </AdminForm>
    </AdminPageShell>
  );
}
