import { useState, type ChangeEvent } from 'react';
import { readFileAsDataUrl } from '../lib/read-file';
import { FormField } from '../components/form-field';
import styles from './image-picker.module.css';

export type ImagePickerProps = {
  label: string;
  hint?: string;
  /** A validation message from the form. */
  error?: string;
  name: string;
  /** The chosen image as a data: URL, or '' for none. */
  value: string;
  onChange: (dataUrl: string) => void;
  previewAlt: string;
  noPreview: string;
  /** Shown when the file is not an image or cannot be read. */
  notImageMessage: string;
  readErrorMessage: string;
};

/** A file input for one image, read in the browser as a data: URL and previewed beside the field. */
export function ImagePicker({ label, hint, error, name, value, onChange, previewAlt, noPreview, notImageMessage, readErrorMessage }: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setProblem(null);
    if (!file) {
      onChange('');
      return;
    }
    if (!file.type.startsWith('image/')) {
      // Clearing the input lets `required` stop the form until a real image is chosen.
      input.value = '';
      setProblem(notImageMessage);
      onChange('');
      return;
    }
    try {
      onChange(await readFileAsDataUrl(file));
    } catch (readError) {
      console.warn('Image not read:', readError instanceof Error ? readError.message : readError);
      input.value = '';
      setProblem(readErrorMessage);
      onChange('');
    }
  }

  return (
    <div className={styles.picker}>
      <FormField label={label} hint={hint} error={problem ?? error}>
        {(control) => (
          <input type="file" name={name} accept="image/*" required onChange={handleChange} {...control} className={`${control.className} ${styles.input}`} />
        )}
      </FormField>
      <div className={styles.preview}>
        {value ? <img src={value} alt={previewAlt} width={320} height={200} className={styles.image} /> : <p className={styles.empty}>{noPreview}</p>}
      </div>
    </div>
  );
}
