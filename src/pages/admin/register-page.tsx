import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextAreaField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { useDraftForm } from '../../hooks/use-draft-form';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { appointmentSchema } from '../../schemas/admin';
import { AdminForm, type AdminFormStatus } from '../../admin/admin-form';
import { AdminPageShell } from '../../admin/admin-page-shell';
import { AdminStorageBlockedNotice } from '../../admin/admin-storage-blocked-notice';
import { storageProblemMessage } from '../../admin/admin-storage-message';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** /admin/register: saves an appointment in this browser, then shows it on /admin/showData. */
export function RegisterPage() {
  const { register: copy, states } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.appointment, appointmentSchema, null);
  const { values, validate, textField } = useDraftForm(appointmentSchema, EMPTY);
  const [status, setStatus] = useState<AdminFormStatus>(null);
  const navigate = useNavigate();

  function handleSubmit(form: HTMLFormElement) {
    const appointment = validate(form, values);
    if (!appointment) return setStatus({ tone: 'error', message: states.invalid });
    const saved = storage.write(appointment);
    if (!saved.ok) return setStatus({ tone: 'error', message: storageProblemMessage(saved.problem, states) });
    void navigate(paths.adminShowData);
  }

  const { fields } = copy;
  return (
    <AdminPageShell path={paths.adminRegister} page={copy}>
      <AdminStorageBlockedNotice readProblem={storage.readProblem} />
      <AdminForm label={copy.heading} submitLabel={copy.submit} status={status} onSubmit={handleSubmit}>
        <TextField {...fields.name} {...textField('name')} autoComplete="name" />
        <TextField {...fields.email} {...textField('email')} type="email" autoComplete="email" />
        <TextField {...fields.phone} {...textField('phone')} type="tel" autoComplete="tel" />
        <TextAreaField {...fields.message} {...textField('message')} />
      </AdminForm>
    </AdminPageShell>
  );
}
