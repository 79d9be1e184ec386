import { TextInput } from '@mantine/core';
import type { GetInputProps } from '@mantine/form';
import type { SummaryEmailInput } from '../../../../core/schemas/email';

interface RecipientFieldsProps {
  /** The e-mail form's getInputProps; its values hold recipient and subject. */
  getInputProps: GetInputProps<Pick<SummaryEmailInput, 'recipient' | 'subject'>>;
  subjectPlaceholder?: string;
}

/** The Recipient Email and Subject fields of the e-mail dialogs. */
export function RecipientFields({ getInputProps, subjectPlaceholder }: RecipientFieldsProps) {
  return (
    <>
      <TextInput
        label="Recipient Email"
        type="email"
        required
        autoComplete="email"
        placeholder="client@example.com"
        data-autofocus
        {...getInputProps('recipient')}
      />
      <TextInput label="Subject" placeholder={subjectPlaceholder} {...getInputProps('subject')} />
    </>
  );
}
