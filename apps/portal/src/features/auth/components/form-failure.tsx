import styles from './auth-forms.module.css';

/** Why the last submit failed, in the server's words, above the submit button. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.failure} role="alert">
      {message}
    </p>
  );
}
