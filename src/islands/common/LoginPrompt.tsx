// The "not logged in" prompt (the spec's roles): a message and a button that opens the login dialog.
import { openDialog } from '../../lib/stores/dialogs.ts';

interface Props {
  message: string;
  buttonLabel: string;
  testId: string;
  className?: string;
}

export function LoginPrompt({ message, buttonLabel, testId, className = 'card space-y-4 px-4 py-12 text-center' }: Props) {
  return (
    <div className={className}>
      <p data-testid={testId} className="text-muted">
        {message}
      </p>
      <button type="button" className="btn-primary" onClick={() => openDialog('login')}>
        {buttonLabel}
      </button>
    </div>
  );
}
