import { getAdminCopy } from '../../content/admin';
import { useLocalStorage } from '../../hooks/use-local-storage';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { appointmentSchema } from '../../schemas/admin';
import { AdminPageShell } from '../../admin/admin-page-shell';
import { AdminSavedView } from '../../admin/admin-saved-view';

/** /admin/showData: the appointment /admin/register saved, or 'No data found.'. */
export function ShowDataPage() {
  const { showData: copy, register } = getAdminCopy();
  const storage = useLocalStorage(storageKeys.appointment, appointmentSchema, null);
  const { fields } = register;
  return (
    <AdminPageShell path={paths.adminShowData} page={copy}>
      <AdminSavedView
        copy={copy}
        storage={storage}
        formHref={paths.adminRegister}
        toRecord={(appointment) => ({
          rows: [
            { label: fields.name.label, value: appointment.name },
            { label: fields.email.label, value: appointment.email },
            { label: fields.phone.label, value: appointment.phone },
            { label: fields.message.label, value: appointment.message },
          ],
        })}
      />
    </AdminPageShell>
  );
}
