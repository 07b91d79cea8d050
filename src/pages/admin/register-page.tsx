import { TextAreaField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { appointmentSchema } from '../../schemas/admin';
import { AdminDraftFormPage } from '../../admin/admin-draft-form-page';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** /admin/register: saves an appointment in this browser, then shows it on /admin/showData. */
export function RegisterPage() {
  const { register: copy } = getAdminCopy();
  const { fields } = copy;
  return (
    <AdminDraftFormPage
      path={paths.adminRegister}
      page={copy}
      storageKey={storageKeys.appointment}
      schema={appointmentSchema}
      empty={EMPTY}
      afterSave={{ showAt: paths.adminShowData }}
      fields={({ textField }) => (
        <>
          <TextField {...fields.name} {...textField('name')} autoComplete="name" />
          <TextField {...fields.email} {...textField('email')} type="email" autoComplete="email" />
          <TextField {...fields.phone} {...textField('phone')} type="tel" autoComplete="tel" />
          <TextAreaField {...fields.message} {...textField('message')} />
        </>
      )}
    />
  );
}
