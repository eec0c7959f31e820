import { useState } from 'react';
import { failureMessage } from './call-errors';

/**
 * A form's submit: `submitting` while `action` runs (the button shows it is busy), and when the
 * action throws, the reason in the server's words (or the network's) as `failure`, for the form to
 * show above its button. A new submit clears the last failure.
 */
export function useFormSubmission<Values>(action: (values: Values) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      await action(values);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, failure };
}
