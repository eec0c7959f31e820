import styles from './form-frame.module.css';

/**
 * Why the last submit failed, in the server's words, above the submit button. role=alert: a
 * screen reader announces it as soon as it appears, without moving the focus off the form.
 */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.failure} role="alert">
      {message}
    </p>
  );
}
