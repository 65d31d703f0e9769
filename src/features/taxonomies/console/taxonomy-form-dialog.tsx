/**
 * Add or rename a category or label. The name is checked here first (required, trimmed, at most
 * NAME_MAX_LENGTH); the server's refusal (a duplicate, say) appears under the field as well, and
 * only an unreachable server gets a message of its own above the buttons.
 */
import { useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { FormDialog } from '@/components/console/form-dialog';
import { TextInput } from '@/components/console/text-input';
import { NAME_MAX_LENGTH } from '@/config/constants';
import { useT } from '@/i18n/use-t';
import { validateName } from './validate-name';

interface TaxonomyFormDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  /** Resolves on success; rejects with the API error to show. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Mount it only while open (a fresh form each time). */
export function TaxonomyFormDialog({
  title,
  submitLabel,
  initialName = '',
  pending,
  onSubmit,
  onClose,
}: TaxonomyFormDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    const problem = validateName(name);
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    try {
      await onSubmit(name.trim());
    } catch (error) {
      // An answer from the server concerns the name; a failure to reach it does not.
      if (isApiError(error) && error.kind === 'api') setFieldError(errorMessage(error));
      else setFormError(errorMessage(error, t('console.taxonomies.form.saveFailed')));
    }
  };

  const length = name.trim().length;
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('console.taxonomies.form.name')}
        name="name"
        required
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- focus moves into the dialog on open (WAI-ARIA dialog pattern): its first field
        autoFocus
        value={name}
        onChange={(value) => {
          setName(value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        hint={`${length}/${NAME_MAX_LENGTH}`}
      />
    </FormDialog>
  );
}
