import { SelectField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { internDraftSchema } from '../../schemas/admin';
import { AdminDraftFormPage } from '../../admin/admin-draft-form-page';
import { AdminImagePicker } from '../../admin/admin-image-picker';

const EMPTY = { name: '', position: '', image: '' };

/** /admin/internPost: the add-intern form; the intern is saved in this browser and the form emptied for the next. */
export function InternPostPage() {
  const { internPost: copy, choosePlaceholder } = getAdminCopy();
  const { fields } = copy;
  return (
    <AdminDraftFormPage
      path={paths.adminInternPost}
      page={copy}
      storageKey={storageKeys.intern}
      schema={internDraftSchema}
      empty={EMPTY}
      afterSave={{ message: copy.success }}
      fields={({ field, textField }) => (
        <>
          <TextField {...fields.name} {...textField('name')} autoComplete="off" />
          <SelectField {...fields.position} {...textField('position')} options={copy.positions} placeholder={choosePlaceholder} />
          <AdminImagePicker {...fields.image} {...field('image')} />
        </>
      )}
    />
  );
}
