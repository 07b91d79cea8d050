import { getAdminCopy } from '../../content/admin';
import { paths } from '../../lib/paths';
import { storageKeys } from '../../lib/storage-keys';
import { appointmentSchema } from '../../schemas/admin';
import { AdminSavedPage } from '../../admin/admin-saved-page';

/** /admin/showData: the appointment /admin/register saved, or 'No data found.'. */
export function ShowDataPage() {
  const { showData: copy, register } = getAdminCopy();
  const { fields } = register;
  return (
    <AdminSavedPage
      path={paths.adminShowData}
      copy={copy}
      storageKey={storageKeys.appointment}
      schema={appointmentSchema}
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
  );
}
