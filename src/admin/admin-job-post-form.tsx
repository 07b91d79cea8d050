import { useState } from 'react';
import type * as z from 'zod/mini';
import { SelectField, TextAreaField, TextField } from '../components/form-field';
import { NumberStepper } from './number-stepper';
import { getAdminCopy } from '../content/admin';
import { useDraftForm } from '../hooks/use-draft-form';
import { useLocalStorage } from '../hooks/use-local-storage';
import { storageKeys } from '../lib/storage-keys';
import { CANDIDATES_MIN, internshipPostSchema, JOB_LOCATIONS, jobPostSchema, localIsoDate, type InternshipPost, type JobPost } from '../schemas/admin';
import { AdminForm, AdminFormRow, type AdminFormStatus } from './admin-form';
import { AdminPostTypeSwitch } from './admin-post-type-switch';
import { AdminSavedRecord } from './admin-saved-record';
import { AdminStorageBlockedNotice } from './admin-storage-blocked-notice';
import { storageProblemMessage } from './admin-storage-message';
import styles from './admin-job-post-form.module.css';

export type AdminJobPostFormProps = { kind: 'job' | 'internship' };

const EMPTY = { title: '', description: '', candidates: CANDIDATES_MIN, location: '', duration: '' };

const withLabel = (template: string, label: string) => template.replace('%s', label.toLowerCase());

/** The job and internship posting forms: one form, the internship adds a duration (SPEC.md §3). */
export function AdminJobPostForm({ kind }: AdminJobPostFormProps) {
  const isInternship = kind === 'internship';
  const admin = getAdminCopy();
  const { states, stepper } = admin;
  const copy = isInternship ? admin.internshipPost : admin.jobPost;
  const schema: z.ZodMiniType<JobPost | InternshipPost> = isInternship ? internshipPostSchema : jobPostSchema;
  const storage = useLocalStorage(isInternship ? storageKeys.internshipPost : storageKeys.jobPost, schema, null);
  const { values, validate, reset, field, textField } = useDraftForm(schema, EMPTY);
  const [status, setStatus] = useState<AdminFormStatus>(null);

  function handleSubmit(form: HTMLFormElement) {
    const { duration, ...job } = values;
    // The post is dated the day it is saved, in the user's own calendar.
    const candidate = { ...job, ...(isInternship ? { duration } : {}), postdate: localIsoDate(new Date()) };
    const post = validate(form, candidate);
    if (!post) return setStatus({ tone: 'error', message: states.invalid });
    const saved = storage.write(post);
    if (!saved.ok) return setStatus({ tone: 'error', message: storageProblemMessage(saved.problem, states) });
    reset();
    setStatus({ tone: 'success', message: copy.success });
  }

  const { fields } = copy;
  const duration = isInternship ? admin.internshipPost.fields.duration : null;
  const saved = storage.value;
  return (
    <>
      <AdminPostTypeSwitch current={isInternship ? 'intern' : 'job'} />
      <AdminStorageBlockedNotice readProblem={storage.readProblem} />
      <AdminForm label={copy.heading} submitLabel={copy.submit} status={status} onSubmit={handleSubmit}>
        <TextField {...fields.title} {...textField('title')} />
        <TextAreaField {...fields.description} {...textField('description')} rows={6} />
        <AdminFormRow>
          <NumberStepper
            {...fields.candidates}
            {...field('candidates')}
            min={CANDIDATES_MIN}
            decreaseLabel={withLabel(stepper.decrease, fields.candidates.label)}
            increaseLabel={withLabel(stepper.increase, fields.candidates.label)}
          />
          <SelectField {...fields.location} {...textField('location')} options={JOB_LOCATIONS} placeholder={admin.choosePlaceholder} />
        </AdminFormRow>
        {duration && <TextField {...duration} {...textField('duration')} />}
      </AdminForm>
      {saved && (
        <div className={styles.saved}>
          <AdminSavedRecord
            heading={copy.savedHeading}
            rows={[
              { label: fields.title.label, value: saved.title },
              { label: fields.location.label, value: saved.location },
              { label: fields.candidates.label, value: String(saved.candidates) },
              ...(duration && 'duration' in saved ? [{ label: duration.label, value: saved.duration }] : []),
              { label: copy.postdateLabel, value: saved.postdate },
              { label: fields.description.label, value: saved.description },
            ]}
          />
        </div>
      )}
    </>
  );
}
