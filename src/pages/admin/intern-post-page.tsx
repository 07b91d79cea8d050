import { useState } from 'react';
import { SelectField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { useDraftForm } from '../../hooks/use-draft-form';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { internDraftSchema } from '../../schemas/admin';
import { AdminForm, type AdminFormStatus } from '../../admin/admin-form';
import { AdminImagePicker } from '../../admin/admin-image-picker';
import { AdminPageShell } from '../../admin/admin-page-shell';
import { AdminStorageBlockedNotice } from '../../admin/admin-storage-blocked-notice';
import { storageProblemMessage } from '../../admin/admin-storage-message';

const EMPTY = { name: '', position: '', image: '' };

/** /admin/internPost: the add-intern form; the intern is saved in this browser. */
export function InternPostPage() {
  const { internPost: copy, states, choosePlaceholder } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.intern, internDraftSchema, null);
  const { values, validate, reset, field, textField } = useDraftForm(internDraftSchema, EMPTY);
  const [status, setStatus] = useState<AdminFormStatus>(null);
  // A new key empties the file input after a save, which React cannot do for a file input.
  const [formKey, setFormKey] = useState(0);

  function handleSubmit(form: HTMLFormElement) {
    const intern = validate(form, values);
    if (!intern) return setStatus({ tone: 'error', message: states.invalid });
    const saved = storage.write(intern);
    if (!saved.ok) return setStatus({ tone: 'error', message: storageProblemMessage(saved.problem, states) });
    reset();
    setFormKey((key) => key + 1);
    setStatus({ tone: 'success', message: copy.success });
  }

  const { fields } = copy;
  return (
    <AdminPageShell path={paths.adminInternPost} page={copy}>
      <AdminStorageBlockedNotice readProblem={storage.readProblem} />
      <AdminForm label={copy.heading} submitLabel={copy.submit} status={status} onSubmit={handleSubmit}>
        <TextField {...fields.name} {...textField('name')} autoComplete="off" />
        <SelectField {...fields.position} {...textField('position')} options={copy.positions} placeholder={choosePlaceholder} />
        <AdminImagePicker key={formKey} {...fields.image} {...field('image')} />
      </AdminForm>
    </AdminPageShell>
  );
}
