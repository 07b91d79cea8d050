import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextAreaField, TextField } from '../../components/form-field';
import { getAdminCopy } from '../../content/admin';
import { useDraftForm } from '../../hooks/use-draft-form';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { appointmentSchema } from '../../schemas/admin';
import { AdminForm, type AdminFormStatus } from '../../sections/admin-form';
import { AdminPageShell } from '../../sections/admin-page-shell';
import { AdminStorageBlockedNotice } from '../../sections/admin-storage-blocked-notice';
import { storageProblemMessage } from '../../sections/admin-storage-message';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** /admin/register: saves an appointment in this browser, then shows it on /admin/showData. */
export function RegisterPage() {
  const { register: copy, states } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.appointment, appointmentSchema, null);
  const { values, errors, setField, validate } = useDraftForm(appointmentSchema, EMPTY);
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
        <TextField
          {...fields.name}
          name="name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(e) => setField('name', e.currentTarget.value)}
        />
        <TextField
          {...fields.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.currentTarget.value)}
        />
        <TextField
          {...fields.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => setField('phone', e.currentTarget.value)}
        />
        <TextAreaField
          {...fields.message}
          name="message"
          value={values.message}
          error={errors.message}
          onChange={(e) => setField('message', e.currentTarget.value)}
        />
      </AdminForm>
    </AdminPageShell>
  );
}
