import { ImagePicker, type ImagePickerProps } from './image-picker';
import { getAdminCopy } from '../content/admin';
import { ADMIN_MESSAGES } from '../schemas/admin';

export type AdminImagePickerProps = Omit<ImagePickerProps, 'previewAlt' | 'noPreview' | 'notImageMessage' | 'readErrorMessage'>;

/** An admin form's image field: the picker says what content/admin.yaml says, and the schema's message for a file that is not an image. */
export function AdminImagePicker(props: AdminImagePickerProps) {
  const { imagePicker } = getAdminCopy();
  return (
    <ImagePicker
      {...props}
      previewAlt={imagePicker.previewAlt}
      noPreview={imagePicker.noPreview}
      notImageMessage={ADMIN_MESSAGES.image}
      readErrorMessage={imagePicker.readError}
    />
  );
}
