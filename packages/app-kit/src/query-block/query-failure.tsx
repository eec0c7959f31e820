import { Alert, Button } from 'antd';
import { failureMessage } from '../call-errors';

export interface QueryFailureProps {
  /** What failed to load, said to the member: 申报记录加载失败. */
  readonly title: string;
  readonly error: unknown;
  /** Asks again; the button reads 重试. */
  readonly onRetry: () => void;
}

/**
 * The one "could not load + 重试" block of every screen: the server's reason when it gave one
 * (a network failure was already toasted by the app's client, so the title says enough then).
 */
export function QueryFailure({ title, error, onRetry }: QueryFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={failureMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
