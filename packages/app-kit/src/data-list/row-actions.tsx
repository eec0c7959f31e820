import { Button, Space } from 'antd';

export interface RowActions<T, E extends string> {
  /** The events this row allows, as the server listed them (each row's `actions`). */
  readonly of: (row: T) => readonly E[];
  /** Each event's button text (a flow's `events` labels fit). */
  readonly labels: Readonly<Record<E, string>>;
  readonly onAction: (row: T, event: E) => void;
  /** The row's name, so a screen reader hears 通过“某某公司的申请” and not twelve 通过. */
  readonly rowName: (row: T) => string;
}

/**
 * One button per event the server allows on the row — never computed here: the server knows the
 * state, the role and the deadline, and a button it did not list would only meet a refusal.
 */
export function RowActionButtons<T, E extends string>({
  row,
  actions,
}: {
  readonly row: T;
  readonly actions: RowActions<T, E>;
}) {
  const events = actions.of(row);
  if (events.length === 0) return <span aria-label="无可用操作">—</span>;
  return (
    <Space size={4} wrap>
      {events.map((event) => (
        <Button
          key={event}
          size="small"
          type="link"
          aria-label={`${actions.labels[event]}“${actions.rowName(row)}”`}
          onClick={() => actions.onAction(row, event)}
        >
          {actions.labels[event]}
        </Button>
      ))}
    </Space>
  );
}
