// One labelled text field with its own save button: checked with the shared schema before it is
// sent (so the server's rule and the message are the same), then "修改成功" on success. Server
// errors are toasted by the request client.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { validate } from '../../../lib/forms.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { TextField } from '../../dialogs/fields.tsx';

interface Props {
  id: string;
  lang: Lang;
  label: string;
  hint?: ReactNode;
  initial: string;
  placeholder?: string;
  submitLabel: string;
  busyLabel: string;
  successText: string;
  /** The endpoint's body schema and the field in it this input fills. */
  schema: z.ZodType;
  field: string;
  send: (value: string) => Promise<unknown>;
  /** Empty the input after a success (codes), instead of keeping the saved value. */
  clearOnSuccess?: boolean;
  footer?: ReactNode;
  maxLength?: number;
}

export function InlineField({
  id, lang, label, hint, initial, placeholder, submitLabel, busyLabel, successText, schema, field, send, clearOnSuccess = false, footer, maxLength = 256,
}: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const v = validate(schema, lang, { [field]: value });
    if (!v.ok) return setError(v.errors[field] ?? Object.values(v.errors)[0]);
    setError(undefined);
    if (busy) return;
    setBusy(true);
    try {
      await send((v.data as Record<string, string>)[field]);
      if (clearOnSuccess) setValue('');
      toast.success(successText);
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={`${id}-form`} className="space-y-1">
      <TextField
        id={id}
        label={label}
        hint={hint}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(e) => setValue(e.target.value)}
        addon={
          <button type="submit" className="btn-primary shrink-0" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        }
      />
      {footer}
    </form>
  );
}
